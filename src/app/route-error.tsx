import { Link } from 'react-router-dom';
import { paths } from '../config/paths';

/** Shown when a page fails to load (for instance a chunk that did not arrive within 120 seconds). */
export function RouteError({ error }: { error: unknown }) {
  const message = error instanceof Error ? error.message : 'Something went wrong.';
  return (
    <section className="page page--narrow" role="alert">
      <h1>We could not show this page</h1>
      <p>{message}</p>
      <p>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          Try again
        </button>{' '}
        <Link to={paths.home}>Go to the home page</Link>
      </p>
    </section>
  );
}
