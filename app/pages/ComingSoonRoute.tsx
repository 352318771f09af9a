/** Routes whose screens come with later work: the honest "being prepared" page. */
import { ComingSoonPage } from '../../ui-kit/layout/ComingSoonPage';
import { RouterLink } from '../RouterLink';

export default function ComingSoonRoute() {
  return <ComingSoonPage LinkComponent={RouterLink} />;
}
