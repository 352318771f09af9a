/**
 * The export dialog of the chat screen (SPEC.md §2 modals, §7 exports, §8 errors): the tutor's replies of the
 * conversation saved as a text file or a web page, copied to the clipboard, or printed (the route to a PDF).
 * Each action reports its own outcome: 'تم التصدير بنجاح', 'تم النسخ إلى الحافظة', the print view opened, or,
 * when `onExport` rejects, 'خطأ في النسخ' for the copy and 'خطأ في التصدير' for the others. With no tutor reply
 * yet, the dialog says so and every action is disabled. The outcome clears when the dialog opens again.
 */
import { useState, type ReactNode } from 'react';
import { AlertCircle, CheckCircle2, ClipboardCopy, FileCode2, FileText, Printer } from 'lucide-react';
import { useT, type MessageKey } from '../i18n';
import { Button } from '../primitives/Button';
import { Dialog } from '../primitives/Dialog';
import { useFormatNumber } from '../chat/useFormatNumber';
import { styled } from '../theme/stitches.config';

export type ExportFormat = 'txt' | 'html' | 'copy' | 'print';

const Stack = styled('div', { display: 'flex', flexDirection: 'column', gap: '$4' });

const Paragraph = styled('p', {
  margin: 0,
  lineHeight: '$normal',
  variants: {
    tone: {
      muted: { color: '$textMuted' },
      strong: { color: '$text', fontWeight: '$medium' },
    },
  },
});

const Empty = styled('p', {
  margin: 0,
  padding: '$3',
  borderRadius: '$md',
  backgroundColor: '$surfaceMuted',
  color: '$text',
  fontWeight: '$medium',
  textAlign: 'start',
});

const Actions = styled('div', {
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: '$2',
  '@sm': { gridTemplateColumns: '1fr 1fr' },
});

const Status = styled('p', {
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  margin: 0,
  minHeight: '1.6em',
  fontSize: '$2',
  fontWeight: '$medium',
  '& svg': { flexShrink: 0 },
  variants: { outcome: { success: { color: '$success' }, error: { color: '$danger' }, none: {} } },
});

interface ExportAction {
  format: ExportFormat;
  label: MessageKey;
  icon: ReactNode;
  success: MessageKey;
  failure: MessageKey;
}

const ACTIONS: ExportAction[] = [
  {
    format: 'txt',
    label: 'export.txt',
    icon: <FileText aria-hidden="true" size={18} />,
    success: 'export.success',
    failure: 'export.error',
  },
  {
    format: 'html',
    label: 'export.html',
    icon: <FileCode2 aria-hidden="true" size={18} />,
    success: 'export.success',
    failure: 'export.error',
  },
  {
    format: 'copy',
    label: 'export.copy',
    icon: <ClipboardCopy aria-hidden="true" size={18} />,
    success: 'export.copied',
    failure: 'export.copyError',
  },
  {
    format: 'print',
    label: 'export.print',
    icon: <Printer aria-hidden="true" size={18} />,
    success: 'export.printOpened',
    failure: 'export.error',
  },
];

export interface ExportDialogProps {
  isOpen: boolean;
  /** The close button, Escape or a press outside. */
  onClose: () => void;
  /** How many tutor replies the conversation has; 0 disables every action. */
  messageCount: number;
  /** Runs one export (the app builds the file locally: no network call); a rejection shows the error. */
  onExport: (format: ExportFormat) => Promise<void>;
}

type Outcome = { format: ExportFormat; result: 'success' | 'error' } | null;

/** The actions and their outcome; remounted each time the dialog opens, so an old outcome never shows. */
function ExportActions({ messageCount, onExport }: Pick<ExportDialogProps, 'messageCount' | 'onExport'>) {
  const t = useT();
  const formatNumber = useFormatNumber();
  const [pending, setPending] = useState<ExportFormat | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const isEmpty = messageCount <= 0;

  const run = async (format: ExportFormat) => {
    setPending(format);
    setOutcome(null);
    try {
      await onExport(format);
      setOutcome({ format, result: 'success' });
    } catch {
      setOutcome({ format, result: 'error' });
    } finally {
      setPending(null);
    }
  };

  const outcomeAction = outcome ? ACTIONS.find((action) => action.format === outcome.format) : undefined;
  const outcomeText =
    outcome && outcomeAction ? t(outcome.result === 'success' ? outcomeAction.success : outcomeAction.failure) : null;

  return (
    <Stack>
      <Paragraph tone="muted">{t('export.subtitle')}</Paragraph>
      {isEmpty ? (
        <Empty>{t('export.empty')}</Empty>
      ) : (
        <Paragraph tone="strong">{t('export.count', { count: formatNumber(messageCount) })}</Paragraph>
      )}
      <Actions>
        {ACTIONS.map((action) => (
          <Button
            key={action.format}
            variant="secondary"
            fullWidth
            isDisabled={isEmpty || (pending !== null && pending !== action.format)}
            isPending={pending === action.format}
            onPress={() => void run(action.format)}
          >
            {action.icon}
            {t(action.label)}
          </Button>
        ))}
      </Actions>
      <Status role="status" outcome={outcome?.result ?? 'none'}>
        {outcome?.result === 'success' ? <CheckCircle2 aria-hidden="true" size={18} /> : null}
        {outcome?.result === 'error' ? <AlertCircle aria-hidden="true" size={18} /> : null}
        {outcomeText}
      </Status>
    </Stack>
  );
}

/** 'Export the tutor's notes': text file, web page, clipboard or print. */
export function ExportDialog({ isOpen, onClose, messageCount, onExport }: ExportDialogProps) {
  const t = useT();
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('export.title')}
    >
      <ExportActions messageCount={messageCount} onExport={onExport} />
    </Dialog>
  );
}
