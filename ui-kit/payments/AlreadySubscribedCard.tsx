/**
 * The "already subscribed" card of /subscribe (SPEC.md §2): shown to a Premium student in place of the pay
 * section, with the plan, the end date in the page's language and a link back to the chat.
 */
import { useId } from 'react';
import { BadgeCheck } from 'lucide-react';
import type { Plan } from '../../contract/values';
import { useT } from '../i18n';
import { type LinkComponent } from '../layout/AppLink';
import { Card } from '../primitives/Card';
import { styled } from '../theme/stitches.config';
import { useFormatDate } from './paymentFormat';
import { BodyText, SectionTitle, StateIcon, buttonLink } from './paymentStyles';

const Head = styled('div', { display: 'flex', alignItems: 'center', gap: '$3' });

export interface AlreadySubscribedCardProps {
  tier: Plan | null;
  /** ISO date-time the paid period ends. */
  endDate: string | null;
  chatHref: string;
  LinkComponent: LinkComponent;
}

/** "You're already subscribed!" with plan, end date and a link to the chat. */
export function AlreadySubscribedCard({ tier, endDate, chatHref, LinkComponent }: AlreadySubscribedCardProps) {
  const t = useT();
  const formatDate = useFormatDate();
  const titleId = useId();
  return (
    <Card as="section" padding="md" tone="premium" aria-labelledby={titleId}>
      <Head>
        <StateIcon tone="success" aria-hidden="true" css={{ size: '48px', '& svg': { size: '26px' } }}>
          <BadgeCheck />
        </StateIcon>
        <SectionTitle id={titleId}>{t('subscribe.already.title')}</SectionTitle>
      </Head>
      {tier ? <BodyText>{t('subscribe.already.plan', { plan: t(`subscribe.plan.${tier}`) })}</BodyText> : null}
      {endDate ? <BodyText>{t('subscribe.already.body', { date: formatDate(endDate) })}</BodyText> : null}
      <LinkComponent href={chatHref} className={buttonLink({ variant: 'primary' })}>
        {t('subscribe.already.cta')}
      </LinkComponent>
    </Card>
  );
}
