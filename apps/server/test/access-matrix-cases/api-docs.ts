import { everyCaller, type RouteAccess } from './route-access';

/** The API's description and its viewer are public: they hold the contract, no data. */
export const apiDocsAccess: RouteAccess[] = [
  { route: 'GET /api/openapi.json', expect: everyCaller(200) },
  { route: 'GET /api/asyncapi.json', expect: everyCaller(200) },
  { route: 'HEAD /api/docs', expect: everyCaller(200) },
  { route: 'GET /api/docs/', expect: everyCaller(200) },
  { route: 'GET /api/docs/json', expect: everyCaller(200) },
  { route: 'GET /api/docs/yaml', expect: everyCaller(200) },
  { route: 'GET /api/docs/static/index.html', expect: everyCaller(302) },
  { route: 'GET /api/docs/static/swagger-initializer.js', expect: everyCaller(200) },
  { route: 'GET /api/docs/static/theme/contrast.css', expect: everyCaller(200) },
  {
    route: 'GET /api/docs/static/*',
    request: () => ({ params: { '*': 'swagger-ui.css' } }),
    expect: everyCaller(200),
  },
];
