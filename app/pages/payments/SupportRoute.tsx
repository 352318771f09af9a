/** /support: how to reach support (the configured address), and the usual answers. */
import { useQuery } from '@tanstack/react-query';
import { MANUAL_REVIEW_HOURS } from '../../../contract/constants';
import { LoadingScreen } from '../../../ui-kit/layout/LoadingScreen';
import { SupportScreen } from '../../../ui-kit/payments';
import { RouterLink } from '../../RouterLink';
import { paymentOptionsQuery } from '../../queries/payments';

export default function SupportRoute() {
  const options = useQuery(paymentOptionsQuery());
  if (!options.data) return <LoadingScreen />;
  return <SupportScreen supportEmail={options.data.supportEmail} walletReviewHours={MANUAL_REVIEW_HOURS} chatHref="/chat" LinkComponent={RouterLink} />;
}
