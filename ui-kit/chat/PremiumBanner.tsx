/**
 * The Premium upsell above the conversation (SPEC.md §2): how many of today's free messages are used, and a link
 * to subscribe. The app shows it when usedToday is above 0 and the student is not Premium.
 */
import { useId } from 'react';
import { Crown } from 'lucide-react';
import { useT } from '../i18n';
import { DefaultLink, type LinkComponent } from '../layout/AppLink';
import { Banner, BannerIcon, BannerText, buttonLink } from './chatStyles';
import { useFormatNumber } from './useFormatNumber';

export interface PremiumBannerProps {
  /** Messages sent today. */
  usedToday: number;
  /** Today's free cap. */
  dailyLimit: number;
  /** Where 'Subscribe now' goes (/subscribe). */
  subscribeHref: string;
  /** The app's router link; defaults to a plain <a>. */
  LinkComponent?: LinkComponent;
}

/** 'You have used n of m free messages today' with a subscribe link. */
export function PremiumBanner({ usedToday, dailyLimit, subscribeHref, LinkComponent = DefaultLink }: PremiumBannerProps) {
  const t = useT();
  const formatNumber = useFormatNumber();
  const titleId = useId();
  return (
    <Banner tone="premium" aria-labelledby={titleId}>
      <BannerIcon tone="premium" aria-hidden="true">
        <Crown />
      </BannerIcon>
      <BannerText>
        <h2 id={titleId}>{t('chat.premiumBanner.title')}</h2>
        <p>{t('chat.premiumBanner.body', { used: formatNumber(usedToday), limit: formatNumber(dailyLimit) })}</p>
      </BannerText>
      <LinkComponent href={subscribeHref} className={buttonLink({ variant: 'premium', size: 'sm' })}>
        {t('chat.premiumBanner.cta')}
      </LinkComponent>
    </Banner>
  );
}
