/**
 * The chat screen's dialogs in one place: quiz, wrong-answer analysis, export, feedback, the daily limit and the
 * referral dialog (SPEC.md §2 chat modals). Each is controlled by the chat page.
 */
import type { ComponentProps } from 'react';
import { REFERRAL_BONUS_MESSAGES } from '../../../contract/constants';
import type { UserStatus } from '../../../contract/subscription';
import { WrongAnswerDialog } from '../../../ui-kit/analysis';
import { chatPaths } from '../../../ui-kit/chat/chatPaths';
import { DailyLimitDialog } from '../../../ui-kit/chat/DailyLimitDialog';
import { ReferralDialog } from '../../../ui-kit/chat/ReferralDialog';
import { ExportDialog } from '../../../ui-kit/export';
import { QuizModal } from '../../../ui-kit/quiz';
import { FeedbackDialogContainer } from '../../feedback/FeedbackDialogContainer';
import { RouterLink } from '../../RouterLink';

export interface ChatModalsProps {
  quiz: ComponentProps<typeof QuizModal>;
  analysis: ComponentProps<typeof WrongAnswerDialog>;
  exporting: ComponentProps<typeof ExportDialog>;
  feedback: { isOpen: boolean; onClose: () => void };
  usage: UserStatus;
  limit: { isOpen: boolean; onClose: () => void; onSubscribe: () => void };
  referral: { isOpen: boolean; onClose: () => void; onCopy: () => Promise<void>; referralLink?: string; onCopyLink?: () => Promise<void> };
}

export function ChatModals({ quiz, analysis, exporting, feedback, usage, limit, referral }: ChatModalsProps) {
  return (
    <>
      <QuizModal {...quiz} />
      <WrongAnswerDialog {...analysis} />
      <ExportDialog {...exporting} />
      <FeedbackDialogContainer {...feedback} />
      <DailyLimitDialog {...limit} dailyLimit={usage.dailyLimit} />
      <ReferralDialog
        {...referral}
        referralCode={usage.referralCode}
        dailyLimit={usage.dailyLimit}
        bonusMessages={usage.bonusMessages}
        bonusPerFriend={REFERRAL_BONUS_MESSAGES}
        subscribeHref={chatPaths.subscribe}
        LinkComponent={RouterLink}
      />
    </>
  );
}
