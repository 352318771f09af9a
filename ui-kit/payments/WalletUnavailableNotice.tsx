/**
 * /vodafone-payment when no wallet number is configured (VODAFONE_CASH_NUMBER): says so and points to support and
 * to card payment, instead of a form that would send money nowhere.
 */
import { WalletCards } from 'lucide-react';
import { useT } from '../i18n';
import { DefaultLink, type LinkComponent } from '../layout/AppLink';
import { NoticeParts } from '../layout/ComingSoonPage';

const { Section, IconCircle, Title, Body, ActionLink } = NoticeParts;

export interface WalletUnavailableNoticeProps {
  /** Where students write for help; shown as a mailto: link. */
  supportEmail?: string;
  /** Back to the plans (/subscribe), to pay by card. */
  subscribeHref: string;
  LinkComponent?: LinkComponent;
}

export function WalletUnavailableNotice({ supportEmail, subscribeHref, LinkComponent = DefaultLink }: WalletUnavailableNoticeProps) {
  const t = useT();
  return (
    <Section aria-labelledby="wallet-unavailable-title">
      <IconCircle aria-hidden="true">
        <WalletCards size={36} />
      </IconCircle>
      <Title id="wallet-unavailable-title">{t('payment.wallet.unavailableTitle')}</Title>
      <Body>{t('payment.wallet.unavailableBody')}</Body>
      {supportEmail ? (
        <Body>
          <a href={`mailto:${supportEmail}`} dir="ltr">
            {supportEmail}
          </a>
        </Body>
      ) : null}
      <ActionLink as={LinkComponent} href={subscribeHref}>
        {t('payment.wallet.unavailableCta')}
      </ActionLink>
    </Section>
  );
}
