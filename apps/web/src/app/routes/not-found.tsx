import { Link } from 'react-router';
import { navigationMessages as nav } from '@/messages';

export function NotFoundScreen() {
  return (
    <main className="not-found">
      <h1>{nav.notFoundTitle}</h1>
      <p>{nav.notFound}</p>
      <Link className="btn btn-primary" to="/">
        {nav.goHome}
      </Link>
    </main>
  );
}
