/**
 * The status of a payment request (SPEC.md §4): pending, approved and rejected as badges whose meaning is in the
 * text; any other status the server may send is shown as plain text.
 */
import type { PaymentStatus } from '../../contract/values';
import { paymentStatuses } from '../../contract/values';
import { useT } from '../i18n';
import { Badge, type BadgeTone } from '../primitives/Badge';

const tones: Record<PaymentStatus, BadgeTone> = { pending: 'primary', approved: 'success', rejected: 'danger' };

/** True for the three statuses the panel knows. */
export function isKnownStatus(status: string): status is PaymentStatus {
  return (paymentStatuses as readonly string[]).includes(status);
}

/** A status badge, or the raw status as text. */
export function PaymentStatusBadge({ status }: { status: string }) {
  const t = useT();
  if (!isKnownStatus(status)) return <span>{status}</span>;
  return <Badge tone={tones[status]}>{t(`admin.status.${status}`)}</Badge>;
}
