/**
 * The View modal of a payment request (SPEC.md §2): the payment screenshot (or 'No screenshot'), the user's name
 * and the amount, and Close; a pending request also has Approve and Reject here.
 */
import type { PaymentRequest } from '../../contract/payments';
import { styled } from '../theme/stitches.config';
import { useT } from '../i18n';
import { Button } from '../primitives/Button';
import { Dialog } from '../primitives/Dialog';
import { Facts, Muted } from './adminStyles';
import { useAdminFormat } from './adminFormat';
import { PaymentStatusBadge } from './PaymentStatusBadge';

const Body = styled('div', { display: 'flex', flexDirection: 'column', gap: '$4' });

const Screenshot = styled('img', {
  display: 'block',
  width: '100%',
  maxHeight: '60vh',
  objectFit: 'contain',
  borderRadius: '$md',
  border: '1px solid $border',
  backgroundColor: '$surfaceMuted',
});

const NoScreenshot = styled(Muted, {
  padding: '$6',
  textAlign: 'center',
  borderRadius: '$md',
  border: '1px dashed $borderStrong',
});

export interface PaymentViewDialogProps {
  /** The request shown; null renders nothing. */
  request: PaymentRequest | null;
  isOpen: boolean;
  /** Close, the corner button, Escape or a press outside. */
  onClose: () => void;
  onApprove: (id: string) => void;
  onReject: (id: string) => void;
  /** An approve/reject of this request is running. */
  busy?: boolean;
}

/** The screenshot dialog of one payment request. */
export function PaymentViewDialog({ request, isOpen, onClose, onApprove, onReject, busy = false }: PaymentViewDialogProps) {
  const t = useT();
  const format = useAdminFormat();
  if (!request) return null;
  const isPending = request.status === 'pending';
  return (
    <Dialog
      title={t('admin.view.title')}
      isOpen={isOpen}
      onOpenChange={(open) => (open ? undefined : onClose())}
      size="lg"
      footer={
        <>
          {isPending ? (
            <>
              <Button onPress={() => onApprove(request.id)} isDisabled={busy}>
                {t('admin.view.approve')}
              </Button>
              <Button variant="danger" onPress={() => onReject(request.id)} isDisabled={busy}>
                {t('admin.view.reject')}
              </Button>
            </>
          ) : null}
          <Button variant="secondary" onPress={onClose}>
            {t('admin.view.close')}
          </Button>
        </>
      }
    >
      <Body>
        {request.screenshotUrl ? (
          <Screenshot src={request.screenshotUrl} alt={t('admin.view.screenshotAlt', { name: request.userName })} />
        ) : (
          <NoScreenshot>{t('admin.view.noScreenshot')}</NoScreenshot>
        )}
        <Facts>
          <div>
            <dt>{t('admin.request.user')}</dt>
            <dd dir="auto">{request.userName}</dd>
          </div>
          <div>
            <dt>{t('admin.request.amount')}</dt>
            <dd>{t('admin.request.amountValue', { amount: format.number(request.amount) })}</dd>
          </div>
          <div>
            <dt>{t('admin.request.status')}</dt>
            <dd>
              <PaymentStatusBadge status={request.status} />
            </dd>
          </div>
        </Facts>
      </Body>
    </Dialog>
  );
}
