/** /message-tracking: the index of the admin tools. */
import { MessageTrackingScreen } from '../../../ui-kit/admin';
import { RouterLink } from '../../RouterLink';

export default function MessageTrackingRoute() {
  return <MessageTrackingScreen LinkComponent={RouterLink} />;
}
