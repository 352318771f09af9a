/**
 * The daily-limit dialog (SPEC.md §8): opened when a send is refused with 429. It states the real cap
 * ('You have used all your free messages today (5 messages)…') and offers Close and Subscribe Now.
 */
import { Crown } from 'lucide-react';
import { styled } from '../theme/stitches.config';
import { useT } from '../i18n';
import { Button } from '../primitives/Button';
import { Dialog } from '../primitives/Dialog';
import { useFormatNumber } from './useFormatNumber';

const Subtitle = styled('p', { margin: 0, marginBlockEnd: '$2', fontWeight: '$medium', color: '$premium' });

const Body = styled('p', { margin: 0, color: '$textMuted', lineHeight: '$normal' });

export interface DailyLimitDialogProps {
  isOpen: boolean;
  /** Today's free cap, shown in the text. */
  dailyLimit: number;
  /** Close, the close button, Escape or a press outside. */
  onClose: () => void;
  /** Subscribe Now (the app goes to /subscribe). */
  onSubscribe: () => void;
}

/** 'Daily Limit Reached' with Close and Subscribe Now. */
export function DailyLimitDialog({ isOpen, dailyLimit, onClose, onSubscribe }: DailyLimitDialogProps) {
  const t = useT();
  const formatNumber = useFormatNumber();
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('chat.limit.title')}
      footer={
        <>
          <Button variant="secondary" onPress={onClose}>
            {t('chat.limit.close')}
          </Button>
          <Button variant="premium" onPress={onSubscribe}>
            <Crown aria-hidden="true" size={18} />
            {t('chat.limit.subscribe')}
          </Button>
        </>
      }
    >
      <Subtitle>{t('chat.limit.subtitle')}</Subtitle>
      <Body>{t('chat.limit.body', { limit: formatNumber(dailyLimit) })}</Body>
    </Dialog>
  );
}
