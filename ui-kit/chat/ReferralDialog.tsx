/**
 * The referral dialog, 'Daily Messages Used Up' (SPEC.md §2, §9): the student's referral code with a copy action,
 * what a friend's sign-up is worth, the daily total (cap + bonus messages) with its breakdown, and a link to
 * subscribe instead. Copying reports 'Code copied!' or, when `onCopy` rejects, 'Copy failed'.
 */
import { useState } from 'react';
import { Check, Copy, Crown } from 'lucide-react';
import { styled } from '../theme/stitches.config';
import { useT } from '../i18n';
import { DefaultLink, type LinkComponent } from '../layout/AppLink';
import { Button } from '../primitives/Button';
import { Dialog } from '../primitives/Dialog';
import { buttonLink } from './chatStyles';
import { useFormatNumber } from './useFormatNumber';

const Stack = styled('div', { display: 'flex', flexDirection: 'column', gap: '$4' });

const Paragraph = styled('p', { margin: 0, color: '$textMuted', lineHeight: '$normal' });

const CodeBox = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '$3',
  padding: '$3',
  borderRadius: '$md',
  border: '1px dashed $primary',
  backgroundColor: '$primarySoft',
});

const CodeLabel = styled('span', { flexBasis: '100%', fontSize: '$2', fontWeight: '$medium', color: '$text' });

const Code = styled('code', {
  flex: '1 1 auto',
  fontFamily: '$mono',
  fontSize: '$5',
  fontWeight: '$bold',
  letterSpacing: '0.08em',
  color: '$text',
  overflowWrap: 'anywhere',
  // Isolated, so a code's letters and digits never reorder with the Arabic text around it.
  unicodeBidi: 'isolate',
  textAlign: 'start',
  variants: {
    kind: {
      code: {},
      // A link is long: smaller and without letter spacing; its dir="ltr" makes `start` the left edge.
      link: { fontSize: '$2', fontWeight: '$medium', letterSpacing: 0 },
    },
  },
});

const CopyStatus = styled('p', {
  flexBasis: '100%',
  margin: 0,
  minHeight: '1.6em',
  fontSize: '$2',
  fontWeight: '$medium',
  variants: { outcome: { copied: { color: '$success' }, failed: { color: '$danger' }, idle: {} } },
});

const Total = styled('p', { margin: 0, fontWeight: '$bold', lineHeight: '$normal' });

export interface ReferralDialogProps {
  isOpen: boolean;
  /** The student's referral code. */
  referralCode: string;
  /** Today's cap, bonus messages already earned, and what one friend's sign-up adds. */
  dailyLimit: number;
  bonusMessages: number;
  bonusPerFriend: number;
  /** The close button, Escape or a press outside. */
  onClose: () => void;
  /** Copies the code (the app uses the clipboard); a rejection shows 'Copy failed'. */
  onCopy: () => Promise<void>;
  /** The sign-up link carrying the code (`…/auth/signup?ref=CODE`), shown with its own copy action. */
  referralLink?: string;
  onCopyLink?: () => Promise<void>;
  /** Where 'Or subscribe to Premium' goes (/subscribe). */
  subscribeHref: string;
  /** The app's router link; defaults to a plain <a>. */
  LinkComponent?: LinkComponent;
}

type CopyOutcome = 'idle' | 'copied' | 'failed';

/** A value (the code, or the link) and its copy button; its outcome resets each time the dialog opens (the body remounts). */
function CopyRow({ label, value, copyLabel, copiedLabel, onCopy, isLink }: { label: string; value: string; copyLabel: string; copiedLabel: string; onCopy: () => Promise<void>; isLink?: boolean }) {
  const t = useT();
  const [outcome, setOutcome] = useState<CopyOutcome>('idle');
  const copy = async () => {
    setOutcome('idle');
    try {
      await onCopy();
      setOutcome('copied');
    } catch {
      setOutcome('failed');
    }
  };
  return (
    <CodeBox>
      <CodeLabel>{label}</CodeLabel>
      <Code dir={isLink ? 'ltr' : undefined} kind={isLink ? 'link' : 'code'}>
        {value}
      </Code>
      <Button variant="primary" size="sm" onPress={() => void copy()}>
        {outcome === 'copied' ? <Check aria-hidden="true" size={16} /> : <Copy aria-hidden="true" size={16} />}
        {copyLabel}
      </Button>
      <CopyStatus role="status" outcome={outcome}>
        {outcome === 'copied' ? copiedLabel : null}
        {outcome === 'failed' ? t('chat.referral.copyFailed') : null}
      </CopyStatus>
    </CodeBox>
  );
}

/** 'Daily Messages Used Up': share the code, see the daily total, or subscribe. */
export function ReferralDialog({
  isOpen,
  referralCode,
  dailyLimit,
  bonusMessages,
  bonusPerFriend,
  onClose,
  onCopy,
  referralLink,
  onCopyLink,
  subscribeHref,
  LinkComponent = DefaultLink,
}: ReferralDialogProps) {
  const t = useT();
  const formatNumber = useFormatNumber();
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('chat.referral.title')}
    >
      <Stack>
        <Paragraph>{t('chat.referral.body', { bonus: formatNumber(bonusPerFriend) })}</Paragraph>
        <CopyRow label={t('chat.referral.codeLabel')} value={referralCode} copyLabel={t('chat.referral.copy')} copiedLabel={t('chat.referral.copied')} onCopy={onCopy} />
        {referralLink && onCopyLink ? (
          <CopyRow
            label={t('chat.referral.linkLabel')}
            value={referralLink}
            copyLabel={t('chat.referral.copyLink')}
            copiedLabel={t('chat.referral.linkCopied')}
            onCopy={onCopyLink}
            isLink
          />
        ) : null}
        <Total>
          {t('chat.referral.total', {
            total: formatNumber(dailyLimit + bonusMessages),
            limit: formatNumber(dailyLimit),
            bonus: formatNumber(bonusMessages),
          })}
        </Total>
        <LinkComponent href={subscribeHref} className={buttonLink({ variant: 'premium', fullWidth: true })}>
          <Crown aria-hidden="true" />
          {t('chat.referral.subscribe')}
        </LinkComponent>
      </Stack>
    </Dialog>
  );
}
