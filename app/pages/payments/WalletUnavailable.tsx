/** The wallet page's notice when no Vodafone Cash number is configured. */
import { WalletUnavailableNotice } from '../../../ui-kit/payments/WalletUnavailableNotice';
import { RouterLink } from '../../RouterLink';

export function WalletUnavailable({ supportEmail }: { supportEmail?: string }) {
  return <WalletUnavailableNotice supportEmail={supportEmail} subscribeHref="/subscribe" LinkComponent={RouterLink} />;
}
