import { Link } from 'react-router-dom';
import { paths } from '../config/paths';

export function NotFoundPage() {
  return (
    <section className="page page--narrow">
      <h1>Page not found</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <Link className="button" to={paths.home}>
        Go to the home page
      </Link>
    </section>
  );
}
