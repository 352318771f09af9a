/**
 * The Payment Management tab (SPEC.md §2): counters of pending, approved and rejected requests, the list of
 * request cards and the note that the list refreshes every 30 s. Loading and error are props; while an approve
 * or reject of one request runs (`busyId`), that request's buttons are disabled.
 */
import { RefreshCw } from 'lucide-react';
import type { PaymentRequest } from '../../contract/payments';
import type { PaymentStatus } from '../../contract/values';
import { paymentStatuses } from '../../contract/values';
import { styled } from '../theme/stitches.config';
import { useT } from '../i18n';
import { Card } from '../primitives/Card';
import { AdminLoadState, type AdminLoadStatus } from './AdminLoadState';
import { Muted, PlainList, SectionTitle, StatValue, TileGrid, TitleRow } from './adminStyles';
import { useAdminFormat } from './adminFormat';
import { PaymentRequestCard } from './PaymentRequestCard';

const Section = styled('section', { display: 'flex', flexDirection: 'column', gap: '$4' });

const RefreshNote = styled(Muted, { display: 'inline-flex', alignItems: 'center', gap: '$2', '& svg': { size: '16px' } });

const tileTone = {
  pending: { color: '$primary' },
  approved: { color: '$success' },
  rejected: { color: '$danger' },
} as const;

/** How many requests have each status. */
export function countByStatus(requests: readonly PaymentRequest[]): Record<PaymentStatus, number> {
  const counts: Record<PaymentStatus, number> = { pending: 0, approved: 0, rejected: 0 };
  for (const request of requests) if (request.status in counts) counts[request.status] += 1;
  return counts;
}

export interface PaymentManagementProps {
  /** Newest first; undefined until the first load. */
  requests: PaymentRequest[] | undefined;
  /** Load state of the list. */
  state: AdminLoadStatus;
  /** Load again after an error. */
  onRetry: () => void;
  onApprove: (id: string) => void;
  onReject: (id: string) => void;
  /** Open the screenshot dialog of a request. */
  onView: (id: string) => void;
  /** The request whose approve/reject is running. */
  busyId?: string;
}

/** Counters and payment request cards. */
export function PaymentManagement({ requests, state, onRetry, onApprove, onReject, onView, busyId }: PaymentManagementProps) {
  const t = useT();
  const format = useAdminFormat();
  const list = requests ?? [];
  const counts = countByStatus(list);

  return (
    <Section aria-labelledby="payment-management-title">
      <TitleRow>
        <SectionTitle id="payment-management-title">{t('admin.payments.title')}</SectionTitle>
        <RefreshNote>
          <RefreshCw aria-hidden="true" />
          {t('admin.payments.refreshNote')}
        </RefreshNote>
      </TitleRow>
      {/* Three counters side by side even on a phone: stacked, they pushed the requests below the fold. */}
      <TileGrid as="ul" role="list" aria-label={t('admin.payments.counters')} css={{ listStyle: 'none', margin: 0, padding: 0, gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' }}>
        {paymentStatuses.map((status) => (
          <Card as="li" key={status} padding="sm">
            <Muted as="span">{t(`admin.status.${status}`)}</Muted>
            <StatValue css={tileTone[status]}>{state === 'ready' ? format.number(counts[status]) : '—'}</StatValue>
          </Card>
        ))}
      </TileGrid>
      <AdminLoadState state={state} loadingText={t('admin.payments.loading')} errorText={t('admin.payments.error')} onRetry={onRetry} />
      {state === 'ready' ? (
        list.length === 0 ? (
          <Muted role="status">{t('admin.payments.empty')}</Muted>
        ) : (
          <PlainList>
            {list.map((request) => (
              <li key={request.id}>
                <PaymentRequestCard
                  request={request}
                  onApprove={onApprove}
                  onReject={onReject}
                  onView={onView}
                  busy={busyId === request.id}
                />
              </li>
            ))}
          </PlainList>
        )
      ) : null}
    </Section>
  );
}
