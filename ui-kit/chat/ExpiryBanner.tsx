/**
 * The expired-subscription notice above the conversation (SPEC.md §2): the Premium subscription has ended, with a
 * link to renew. The app shows it when /api/subscription/status says isExpired.
 */
import { useId } from 'react';
import { CalendarX } from 'lucide-react';
import { useT } from '../i18n';
import { DefaultLink, type LinkComponent } from '../layout/AppLink';
import { Banner, BannerIcon, BannerText, buttonLink } from './chatStyles';

export interface ExpiryBannerProps {
  /** Where 'Renew subscription' goes (/subscribe). */
  renewHref: string;
  /** The app's router link; defaults to a plain <a>. */
  LinkComponent?: LinkComponent;
}

/** 'Your Premium subscription has expired' with a renew link. */
export function ExpiryBanner({ renewHref, LinkComponent = DefaultLink }: ExpiryBannerProps) {
  const t = useT();
  const titleId = useId();
  return (
    <Banner tone="warning" aria-labelledby={titleId}>
      <BannerIcon tone="warning" aria-hidden="true">
        <CalendarX />
      </BannerIcon>
      <BannerText>
        <h2 id={titleId}>{t('chat.expiryBanner.title')}</h2>
        <p>{t('chat.expiryBanner.body')}</p>
      </BannerText>
      <LinkComponent href={renewHref} className={buttonLink({ variant: 'primary', size: 'sm' })}>
        {t('chat.expiryBanner.cta')}
      </LinkComponent>
    </Banner>
  );
}
