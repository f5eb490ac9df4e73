import { isRouteErrorResponse, useRouteError } from 'react-router';
import { navigationMessages as nav } from '@/messages';
import { NotFoundScreen } from './not-found';

/** Shown when a route's code fails to load or a screen throws while rendering. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />;
  const message = error instanceof Error ? error.message : String(error);
  return (
    <main className="not-found" role="alert">
      <h1>{nav.errorTitle}</h1>
      <p>{message}</p>
      <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
        <span>{nav.reload}</span>
      </button>
    </main>
  );
}
