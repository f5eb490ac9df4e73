/**
 * Swagger UI's light colours where they fall short of WCAG AA contrast (4.5:1 for text, 3:1 for
 * the padlocks), made darker: the version badges, links, the Authorize button, the method badges
 * and the open padlock. Served as a stylesheet of the docs page (no inline style, so the app's
 * CSP holds).
 */
export const swaggerThemeCss = `
.swagger-ui .info .title small { background: #4a5060; }
.swagger-ui .info .title small.version-stamp { background: #3d6b00; }
.swagger-ui .info a, .swagger-ui .info .url, .swagger-ui a.nostyle:focus-visible { color: #1a5fb4; }
.swagger-ui .btn.authorize { border-color: #1a7f50; color: #1a7f50; }
.swagger-ui .btn.authorize svg { color: #1a7f50; }
/* The open padlock's shape says 'not authorized yet'; faded to 40 % it fell below 3:1. */
.swagger-ui .authorization__btn .unlocked { opacity: 0.75; }
.swagger-ui .opblock .opblock-summary-method { color: #fff; text-shadow: none; }
.swagger-ui .opblock.opblock-get .opblock-summary-method { background: #1d6fb8; }
.swagger-ui .opblock.opblock-post .opblock-summary-method { background: #1a7f50; }
.swagger-ui .opblock.opblock-put .opblock-summary-method { background: #9a5b00; }
.swagger-ui .opblock.opblock-delete .opblock-summary-method { background: #c62828; }
.swagger-ui .opblock.opblock-patch .opblock-summary-method { background: #0e7c80; }
`;
