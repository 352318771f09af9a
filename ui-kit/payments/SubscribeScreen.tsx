/**
 * /subscribe (SPEC.md §2, §5, §6, §9): Free versus Premium, a monthly / yearly choice (yearly saves about 17 %),
 * the payment-method tiles and the two pay buttons. The online button stays disabled until a method is chosen;
 * with Vodafone Cash chosen it continues to the wallet flow. Visitors get a sign-in call instead of the buttons,
 * and a Premium subscriber gets the "already subscribed" card instead of the pay section.
 */
import { useId } from 'react';
import { Check, LogIn } from 'lucide-react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { FREE_DAILY_MESSAGES, PRICES_EGP, YEARLY_SAVING_PERCENT } from '../../contract/constants';
import { plans, type Plan } from '../../contract/values';
import { useT } from '../i18n';
import { DefaultLink, type LinkComponent } from '../layout/AppLink';
import { Badge } from '../primitives/Badge';
import { Card } from '../primitives/Card';
import { VisuallyHidden } from '../primitives/VisuallyHidden';
import { styled } from '../theme/stitches.config';
import { AlreadySubscribedCard } from './AlreadySubscribedCard';
import { PaymentMethodSection, type PaymentMethodChoice } from './PaymentMethodSection';
import { useFormatNumber } from './paymentFormat';
import { BodyText, Page, PageHeader, PageSubtitle, PageTitle, SectionTitle, buttonLink } from './paymentStyles';

export type { PaymentMethodChoice };

/** What /api/subscription/status says about the signed-in student (null for visitors or while unknown). */
export interface SubscribeSubscription {
  isPremium: boolean;
  tier: Plan | null;
  /** ISO date-time the paid period ends. */
  endDate: string | null;
}

const CompareSection = styled('section', { display: 'flex', flexDirection: 'column', gap: '$4', minWidth: 0 });

const PlanGrid = styled('div', {
  display: 'grid',
  gap: '$4',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@md': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
});

const PlanHead = styled('div', { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '$2' });
const PlanName = styled('h3', { margin: 0, fontSize: '$5', fontWeight: '$black' });
const Price = styled('p', { margin: 0, fontSize: '$6', fontWeight: '$black', color: '$text', lineHeight: '$tight' });

const FeatureList = styled('ul', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '& li': { display: 'flex', alignItems: 'flex-start', gap: '$2', lineHeight: '$normal' },
  '& svg': { flexShrink: 0, size: '20px', marginBlockStart: '2px' },
});

const Included = styled(Check, { color: '$success' });
const Limited = styled(Check, { color: '$textMuted' });

const PeriodGroup = styled(RadioGroup, { display: 'flex', flexDirection: 'column', gap: '$2' });
const GroupLabel = styled(Label, { fontSize: '$2', fontWeight: '$medium', color: '$text' });

const Segments = styled('div', {
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  padding: '3px',
  gap: '3px',
  borderRadius: '$md',
  border: '1px solid $borderStrong',
  backgroundColor: '$surfaceMuted',
  '@sm': { maxWidth: '420px' },
});

const Segment = styled(Radio, {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '$controlLg',
  px: '$2',
  py: '$1',
  borderRadius: '$sm',
  color: '$textMuted',
  fontWeight: '$medium',
  textAlign: 'center',
  cursor: 'pointer',
  outline: 'none',
  '&[data-hovered]': { color: '$text' },
  '&[data-selected]': { backgroundColor: '$surface', color: '$primary', fontWeight: '$bold', boxShadow: '$sm' },
  '&[data-focus-visible]': { outline: '2px solid $focusRing', outlineOffset: '1px' },
});

const Saving = styled('span', { fontSize: '$1', fontWeight: '$bold', color: '$success' });

export interface SubscribeScreenProps {
  /** A visitor sees a sign-in call instead of the pay buttons. */
  signedIn: boolean;
  /** The student's subscription; null for visitors or while unknown. */
  subscription: SubscribeSubscription | null;
  /** The plan the pay buttons buy. */
  plan: Plan;
  onPlanChange: (plan: Plan) => void;
  /** The chosen method tile; null until the student picks one. */
  method: PaymentMethodChoice | null;
  onMethodChange: (method: PaymentMethodChoice) => void;
  /** The online button with the card method chosen (→ /payment-iframe). */
  onPayOnline: () => void;
  /** The manual wallet button, or the online button with Vodafone Cash chosen (→ /vodafone-payment). */
  onPayWallet: () => void;
  /** Where a visitor signs in. */
  loginHref: string;
  /** Where "Back to chat" goes. */
  chatHref: string;
  /** The app's router link; defaults to a plain <a>. */
  LinkComponent?: LinkComponent;
}

/** The plan comparison and payment page. */
export function SubscribeScreen({
  signedIn,
  subscription,
  plan,
  onPlanChange,
  method,
  onMethodChange,
  onPayOnline,
  onPayWallet,
  loginHref,
  chatHref,
  LinkComponent = DefaultLink,
}: SubscribeScreenProps) {
  const t = useT();
  const formatNumber = useFormatNumber();
  const ids = useId();
  const isPremium = Boolean(subscription?.isPremium);
  const isFreeMember = signedIn && !isPremium;
  // A subscriber sees the price of the plan they hold; everyone else the plan being chosen.
  const shownPlan = isPremium && subscription?.tier ? subscription.tier : plan;
  const saving = t('subscribe.yearlySaving', { percent: formatNumber(YEARLY_SAVING_PERCENT) });

  const premiumFeatures = [
    'subscribe.premium.subjects',
    'subscribe.premium.personalities',
    'subscribe.premium.unlimited',
    'subscribe.premium.advanced',
    'subscribe.premium.stepByStep',
    'subscribe.premium.quizzes',
    'subscribe.premium.support',
    'subscribe.premium.cancelAnytime',
  ] as const;

  return (
    <Page width="wide" aria-labelledby={`${ids}-title`}>
      <PageHeader>
        <PageTitle id={`${ids}-title`}>{t('subscribe.title')}</PageTitle>
        <PageSubtitle>{t('subscribe.subtitle')}</PageSubtitle>
      </PageHeader>

      {isPremium && subscription ? (
        <AlreadySubscribedCard tier={subscription.tier} endDate={subscription.endDate} chatHref={chatHref} LinkComponent={LinkComponent} />
      ) : null}

      <CompareSection aria-labelledby={`${ids}-compare`}>
        <VisuallyHidden>
          <h2 id={`${ids}-compare`}>{t('subscribe.compare')}</h2>
        </VisuallyHidden>
        {isPremium ? null : (
          <PeriodGroup
            value={plan}
            onChange={(value) => {
              const chosen = plans.find((candidate) => candidate === value);
              if (chosen) onPlanChange(chosen);
            }}
            orientation="horizontal"
          >
            <GroupLabel>{t('subscribe.period')}</GroupLabel>
            <Segments>
              <Segment value="premium_monthly">{t('subscribe.monthly')}</Segment>
              <Segment value="premium_yearly">
                <span>{t('subscribe.yearly')}</span>
                <Saving>{saving}</Saving>
              </Segment>
            </Segments>
          </PeriodGroup>
        )}
        <PlanGrid>
          <Card as="article" padding="md" aria-labelledby={`${ids}-free`}>
            <PlanHead>
              <PlanName id={`${ids}-free`}>{t('subscribe.free.name')}</PlanName>
              {isFreeMember ? <Badge tone="primary">{t('subscribe.currentPlan')}</Badge> : null}
            </PlanHead>
            <Price>{t('subscribe.price', { price: formatNumber(0) })}</Price>
            <FeatureList>
              <li>
                <Limited aria-hidden="true" />
                {t('subscribe.free.subjects')}
              </li>
              <li>
                <Limited aria-hidden="true" />
                {t('subscribe.free.personality')}
              </li>
              <li>
                <Limited aria-hidden="true" />
                {t('subscribe.free.messages', { limit: formatNumber(FREE_DAILY_MESSAGES) })}
              </li>
            </FeatureList>
          </Card>
          <Card as="article" padding="md" tone="premium" elevation="raised" aria-labelledby={`${ids}-premium`}>
            <PlanHead>
              <PlanName id={`${ids}-premium`}>{t('subscribe.premium.name')}</PlanName>
              <Badge tone="premium">{isPremium ? t('subscribe.currentPlan') : t('subscribe.popular')}</Badge>
            </PlanHead>
            <Price>
              {shownPlan === 'premium_yearly'
                ? t('subscribe.pricePerYear', { price: formatNumber(PRICES_EGP.premium_yearly) })
                : t('subscribe.pricePerMonth', { price: formatNumber(PRICES_EGP.premium_monthly) })}
            </Price>
            {shownPlan === 'premium_yearly' ? <Saving>{saving}</Saving> : null}
            <FeatureList>
              {premiumFeatures.map((key) => (
                <li key={key}>
                  <Included aria-hidden="true" />
                  {t(key)}
                </li>
              ))}
            </FeatureList>
          </Card>
        </PlanGrid>
      </CompareSection>

      {isPremium ? null : signedIn ? (
        <PaymentMethodSection method={method} onMethodChange={onMethodChange} onPayOnline={onPayOnline} onPayWallet={onPayWallet} />
      ) : (
        <Card as="section" padding="md" aria-labelledby={`${ids}-login`}>
          <SectionTitle id={`${ids}-login`}>{t('subscribe.loginRequired')}</SectionTitle>
          <BodyText>{t('subscribe.loginBody')}</BodyText>
          <LinkComponent href={loginHref} className={buttonLink({ variant: 'premium', fullWidth: true })}>
            <LogIn aria-hidden="true" />
            {t('subscribe.loginRequired')}
          </LinkComponent>
        </Card>
      )}
    </Page>
  );
}
