/**
 * /support (SPEC.md §2): how to reach support (an e-mail link), answers to the usual questions (a wallet payment
 * waiting for review, a failed card payment, cancelling) and ways on: send feedback, back to the chat.
 */
import { useId } from 'react';
import { Mail, MessageSquareText } from 'lucide-react';
import { useT } from '../i18n';
import { DefaultLink, type LinkComponent } from '../layout/AppLink';
import { Card } from '../primitives/Card';
import { styled } from '../theme/stitches.config';
import { useFormatNumber } from './paymentFormat';
import { Actions, BodyText, Page, PageHeader, PageSubtitle, PageTitle, SectionTitle, buttonLink } from './paymentStyles';

const EmailLink = styled('a', {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$2',
  alignSelf: 'flex-start',
  maxWidth: '100%',
  color: '$primary',
  fontWeight: '$bold',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  overflowWrap: 'anywhere',
  borderRadius: '$sm',
  '& svg': { flexShrink: 0, size: '20px' },
  '&:hover': { textDecorationThickness: '2px' },
  '&:focus-visible': { outline: '2px solid $focusRing', outlineOffset: '2px' },
});

const Questions = styled('div', { display: 'flex', flexDirection: 'column', gap: '$4' });
const Question = styled('h3', { margin: 0, fontSize: '$3', fontWeight: '$bold', lineHeight: '$normal' });
const Answer = styled(BodyText, { marginBlockStart: '$1' });

export interface SupportScreenProps {
  /** The support address (opened with mailto:). */
  supportEmail: string;
  /** How long a wallet request takes to review (MANUAL_REVIEW_HOURS). */
  walletReviewHours: number;
  /** Where "Send feedback" goes; the button is left out without it. */
  feedbackHref?: string;
  /** Where "Back to chat" goes. */
  chatHref: string;
  /** The app's router link; defaults to a plain <a>. */
  LinkComponent?: LinkComponent;
}

/** The help and support page. */
export function SupportScreen({ supportEmail, walletReviewHours, feedbackHref, chatHref, LinkComponent = DefaultLink }: SupportScreenProps) {
  const t = useT();
  const formatNumber = useFormatNumber();
  const ids = useId();
  const questions = [
    { id: 'pending', question: t('support.faq.pendingQ'), answer: t('support.faq.pendingA', { hours: formatNumber(walletReviewHours) }) },
    { id: 'card', question: t('support.faq.cardQ'), answer: t('support.faq.cardA') },
    { id: 'cancel', question: t('support.faq.cancelQ'), answer: t('support.faq.cancelA') },
  ];
  return (
    <Page width="narrow" aria-labelledby={`${ids}-title`}>
      <PageHeader>
        <PageTitle id={`${ids}-title`}>{t('support.title')}</PageTitle>
        <PageSubtitle>{t('support.subtitle')}</PageSubtitle>
      </PageHeader>
      <Card as="section" padding="md" aria-labelledby={`${ids}-contact`}>
        <SectionTitle id={`${ids}-contact`}>{t('support.contactTitle')}</SectionTitle>
        <BodyText>{t('support.contactBody')}</BodyText>
        <EmailLink href={`mailto:${supportEmail}`}>
          <Mail aria-hidden="true" />
          <bdi dir="ltr">{supportEmail}</bdi>
        </EmailLink>
      </Card>
      <Card as="section" padding="md" aria-labelledby={`${ids}-faq`}>
        <SectionTitle id={`${ids}-faq`}>{t('support.faqTitle')}</SectionTitle>
        <Questions>
          {questions.map((item) => (
            <div key={item.id}>
              <Question>{item.question}</Question>
              <Answer>{item.answer}</Answer>
            </div>
          ))}
        </Questions>
      </Card>
      <Actions>
        {feedbackHref ? (
          <LinkComponent href={feedbackHref} className={buttonLink({ variant: 'primary' })}>
            <MessageSquareText aria-hidden="true" />
            {t('support.feedback')}
          </LinkComponent>
        ) : null}
        <LinkComponent href={chatHref} className={buttonLink({ variant: 'secondary' })}>
          {t('support.backToChat')}
        </LinkComponent>
      </Actions>
    </Page>
  );
}
