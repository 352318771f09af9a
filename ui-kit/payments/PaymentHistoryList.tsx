/**
 * The payment history of /billing: one row per card payment or wallet request, newest first, with plan, method,
 * amount, date and a status badge (the status is in the text, the colour only repeats it). Empty: a short note.
 */
import { useId } from 'react';
import type { Plan } from '../../contract/values';
import { useT } from '../i18n';
import { Badge, type BadgeTone } from '../primitives/Badge';
import { Card } from '../primitives/Card';
import { styled } from '../theme/stitches.config';
import { useFormatDate, useFormatNumber } from './paymentFormat';
import { BodyText, SectionTitle } from './paymentStyles';

export type BillingPaymentStatus = 'pending' | 'approved' | 'rejected' | 'paid' | 'failed';

/** One payment of the history. */
export interface BillingHistoryEntry {
  id: string;
  method: 'card' | 'vodafone_cash';
  plan: Plan;
  /** EGP. */
  amount: number;
  status: BillingPaymentStatus;
  /** ISO date-time. */
  createdAt: string;
}

const statusTone: Record<BillingPaymentStatus, BadgeTone> = {
  pending: 'neutral',
  approved: 'success',
  paid: 'success',
  rejected: 'danger',
  failed: 'danger',
};

const List = styled('ul', { display: 'flex', flexDirection: 'column', margin: 0, padding: 0, listStyle: 'none' });

const Row = styled('li', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
  py: '$3',
  '& + &': { borderBlockStart: '1px solid $border' },
});

const RowHead = styled('div', { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '$2' });
const PlanName = styled('h3', { margin: 0, fontSize: '$3', fontWeight: '$bold' });

const Facts = styled('dl', {
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: '$2 $4',
  margin: 0,
  fontSize: '$2',
  '& dt': { color: '$textMuted' },
  '& dd': { margin: 0, fontWeight: '$medium' },
});

export interface PaymentHistoryListProps {
  history: BillingHistoryEntry[];
}

/** The "Payment history" card. */
export function PaymentHistoryList({ history }: PaymentHistoryListProps) {
  const t = useT();
  const formatDate = useFormatDate();
  const formatNumber = useFormatNumber();
  const titleId = useId();
  return (
    <Card as="section" padding="md" aria-labelledby={titleId}>
      <SectionTitle id={titleId}>{t('billing.history')}</SectionTitle>
      {history.length === 0 ? (
        <BodyText>{t('billing.history.empty')}</BodyText>
      ) : (
        <List>
          {history.map((entry) => (
            <Row key={entry.id}>
              <RowHead>
                <PlanName>{t(`subscribe.plan.${entry.plan}`)}</PlanName>
                <Badge tone={statusTone[entry.status]}>{t(`billing.status.${entry.status}`)}</Badge>
              </RowHead>
              <Facts>
                <div>
                  <dt>{t('billing.history.amount')}</dt>
                  <dd>{t('subscribe.price', { price: formatNumber(entry.amount) })}</dd>
                </div>
                <div>
                  <dt>{t('billing.history.method')}</dt>
                  <dd>{t(`subscribe.method.${entry.method}`)}</dd>
                </div>
                <div>
                  <dt>{t('billing.history.date')}</dt>
                  <dd>{formatDate(entry.createdAt)}</dd>
                </div>
              </Facts>
            </Row>
          ))}
        </List>
      )}
    </Card>
  );
}
