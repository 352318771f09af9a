/** Any unknown path: the 404 page (the server also answers status 404). */
import { NotFoundPage } from '../../ui-kit/layout/NotFoundPage';
import { RouterLink } from '../RouterLink';

export default function NotFoundRoute() {
  return <NotFoundPage LinkComponent={RouterLink} />;
}
