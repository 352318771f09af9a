/**
 * One manual (Vodafone Cash) payment request in the admin panel (SPEC.md §2): user name and phone, status badge,
 * View, sender phone, amount in EGP, created date, plan, optional notes and processed on/by when set. Only a
 * pending request has 'Approve & Activate Premium' and 'Reject'; an approved one says premium was activated.
 * Phones stay left-to-right inside Arabic text.
 */
import { CircleCheck, Eye } from 'lucide-react';
import type { PaymentRequest } from '../../contract/payments';
import { styled } from '../theme/stitches.config';
import { useT } from '../i18n';
import { Button } from '../primitives/Button';
import { Card } from '../primitives/Card';
import { Actions, CardTitle, Facts, Ltr } from './adminStyles';
import { useAdminFormat } from './adminFormat';
import { PaymentStatusBadge } from './PaymentStatusBadge';
import { isolate } from '../auth/isolate';

const Head = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: '$2',
});

const Who = styled('div', { display: 'flex', flexDirection: 'column', gap: '$1', minWidth: 0 });

const HeadEnd = styled('div', { display: 'flex', alignItems: 'center', gap: '$2' });

const Note = styled('p', {
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  margin: 0,
  padding: '$2 $3',
  borderRadius: '$md',
  backgroundColor: '$successSoft',
  color: '$success',
  fontSize: '$2',
  fontWeight: '$medium',
  '& svg': { size: '18px', flexShrink: 0 },
});

const Notes = styled('p', { margin: 0, fontSize: '$2', lineHeight: '$normal', whiteSpace: 'pre-wrap' });

export interface PaymentRequestCardProps {
  request: PaymentRequest;
  /** 'Approve & Activate Premium' was pressed (pending only). */
  onApprove: (id: string) => void;
  /** 'Reject' was pressed (pending only). */
  onReject: (id: string) => void;
  /** View was pressed: the app opens PaymentViewDialog. */
  onView: (id: string) => void;
  /** A mutation of this request is running: its buttons are disabled. */
  busy?: boolean;
}

/** A payment request card. */
export function PaymentRequestCard({ request, onApprove, onReject, onView, busy = false }: PaymentRequestCardProps) {
  const t = useT();
  const format = useAdminFormat();
  const titleId = `payment-request-${request.id}`;
  const isPending = request.status === 'pending';

  return (
    <Card as="article" aria-labelledby={titleId}>
      <Head>
        <Who>
          <CardTitle id={titleId} dir="auto">
            {request.userName}
          </CardTitle>
          <span>
            {t('admin.request.userPhone')}: <Ltr dir="ltr">{request.userPhone}</Ltr>
          </span>
        </Who>
        <HeadEnd>
          <PaymentStatusBadge status={request.status} />
          <Button
            size="sm"
            variant="secondary"
            onPress={() => onView(request.id)}
            aria-label={t('admin.request.viewLabel', { name: request.userName })}
          >
            <Eye aria-hidden="true" />
            {t('admin.request.view')}
          </Button>
        </HeadEnd>
      </Head>
      <Facts>
        <div>
          <dt>{t('admin.request.senderPhone')}</dt>
          <dd>
            <Ltr dir="ltr">{request.senderPhone}</Ltr>
          </dd>
        </div>
        <div>
          <dt>{t('admin.request.amount')}</dt>
          <dd>{t('admin.request.amountValue', { amount: format.number(request.amount) })}</dd>
        </div>
        <div>
          <dt>{t('admin.request.createdAt')}</dt>
          <dd>{format.dateTime(request.createdAt)}</dd>
        </div>
        <div>
          <dt>{t('admin.request.plan')}</dt>
          <dd>{t(`subscribe.plan.${request.plan}`)}</dd>
        </div>
      </Facts>
      {request.notes ? (
        <div>
          <strong>{t('admin.request.notes')}: </strong>
          <Notes as="span" dir="auto">
            {request.notes}
          </Notes>
        </div>
      ) : null}
      {request.processedAt ? (
        <Notes>
          {t('admin.request.processedOn', { date: format.dateTime(request.processedAt) })}
          {request.processedBy ? ` ${t('admin.request.processedBy', { name: isolate(request.processedBy) })}` : null}
        </Notes>
      ) : null}
      {isPending ? (
        <Actions>
          <Button onPress={() => onApprove(request.id)} isDisabled={busy}>
            {t('admin.request.approve')}
          </Button>
          <Button variant="danger" onPress={() => onReject(request.id)} isDisabled={busy}>
            {t('admin.request.reject')}
          </Button>
        </Actions>
      ) : null}
      {request.status === 'approved' ? (
        <Note>
          <CircleCheck aria-hidden="true" />
          {t('admin.request.approvedNote')}
        </Note>
      ) : null}
    </Card>
  );
}
