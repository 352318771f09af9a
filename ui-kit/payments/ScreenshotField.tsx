/**
 * The payment-screenshot upload of the wallet form and the proof page: a labelled native file input (so the
 * system picker, keyboard and screen readers work as everywhere else) that accepts images only, a thumbnail of the
 * chosen image, the "images only" hint and an error line. A non-image or oversized file is refused here, with its
 * message, and never reaches the parent; the parent shows "required" when nothing was chosen.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { ImageUp } from 'lucide-react';
import { PAYMENT_SCREENSHOT } from '../../contract/constants';
import { useT } from '../i18n';
import { styled } from '../theme/stitches.config';
import { useFormatNumber } from './paymentFormat';

/** The image types the picker offers (a subset of what the server accepts). */
export const SCREENSHOT_ACCEPT = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** Why a chosen file is refused, or null when it is a usable screenshot. */
export function screenshotProblem(file: File): 'imageOnly' | 'tooLarge' | null {
  if (!(SCREENSHOT_ACCEPT as readonly string[]).includes(file.type)) return 'imageOnly';
  if (file.size > PAYMENT_SCREENSHOT.maxBytes) return 'tooLarge';
  return null;
}

const Root = styled('div', { display: 'flex', flexDirection: 'column', gap: '$1', minWidth: 0, textAlign: 'start' });

const Label = styled('label', { fontSize: '$2', fontWeight: '$medium', color: '$text' });

/** The picker box: a button-like "Choose an image" and the chosen file's name; the real input covers it, transparent. */
const Picker = styled('div', {
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: '$3',
  minHeight: '$controlLg',
  padding: '$1',
  paddingInlineEnd: '$3',
  border: '1px dashed $borderStrong',
  borderRadius: '$md',
  backgroundColor: '$surface',
  color: '$textMuted',
  fontSize: '$2',
  '&:hover [data-part="button"]': { backgroundColor: '$border' },
  '&:focus-within': { outline: '2px solid $focusRing', outlineOffset: '2px' },
  variants: {
    invalid: { true: { borderColor: '$danger', borderStyle: 'solid' } },
    disabled: { true: { opacity: 0.6 } },
  },
});

const FileInput = styled('input', {
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
  '&:disabled': { cursor: 'not-allowed' },
});

const PickerButton = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$2',
  flexShrink: 0,
  minHeight: '$controlSm',
  px: '$3',
  border: '1px solid $borderStrong',
  borderRadius: '$sm',
  backgroundColor: '$surfaceMuted',
  color: '$text',
  fontWeight: '$medium',
  '& svg': { size: '16px' },
});

const FileName = styled('span', { minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

const Hint = styled('p', { margin: 0, fontSize: '$2', color: '$textMuted', lineHeight: '$normal' });
const ErrorText = styled('p', { margin: 0, fontSize: '$2', fontWeight: '$medium', color: '$danger', lineHeight: '$normal' });

const Preview = styled('img', {
  display: 'block',
  maxWidth: '160px',
  maxHeight: '160px',
  marginBlockStart: '$2',
  objectFit: 'contain',
  border: '1px solid $border',
  borderRadius: '$md',
  backgroundColor: '$surfaceMuted',
});

export interface ScreenshotFieldProps {
  /** Visible label. */
  label: string;
  /** The chosen image, or null. */
  file: File | null;
  /** Called with a usable image, or null when the choice was cleared or refused. */
  onFileChange: (file: File | null) => void;
  /** An error from the parent (e.g. "Payment screenshot is required"). */
  errorMessage?: string;
  isDisabled?: boolean;
}

/** A labelled image picker with preview. */
export function ScreenshotField({ label, file, onFileChange, errorMessage, isDisabled = false }: ScreenshotFieldProps) {
  const t = useT();
  const formatNumber = useFormatNumber();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<'imageOnly' | 'tooLarge' | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);

  useEffect(() => {
    if (!file) {
      setPreviewUrl(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreviewUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const ownError =
    problem === 'imageOnly'
      ? t('validation.imageOnly')
      : problem === 'tooLarge'
        ? t('payment.screenshot.tooLarge', { size: formatNumber(PAYMENT_SCREENSHOT.maxBytes / (1024 * 1024)) })
        : undefined;
  const error = ownError ?? errorMessage;

  return (
    <Root>
      <Label htmlFor={`${id}-input`}>{label}</Label>
      <Picker invalid={Boolean(error)} disabled={isDisabled}>
        <FileInput
          ref={inputRef}
          id={`${id}-input`}
          type="file"
          accept={SCREENSHOT_ACCEPT.join(',')}
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          disabled={isDisabled}
          onChange={(event) => {
            const chosen = event.currentTarget.files?.[0] ?? null;
            const refused = chosen ? screenshotProblem(chosen) : null;
            setProblem(refused);
            if (refused && inputRef.current) inputRef.current.value = '';
            onFileChange(refused ? null : chosen);
          }}
        />
        <PickerButton data-part="button" aria-hidden="true">
          <ImageUp />
          {file ? t('payment.wallet.changeFile') : t('payment.wallet.chooseFile')}
        </PickerButton>
        {file ? (
          <FileName aria-hidden="true" dir="auto">
            {file.name}
          </FileName>
        ) : null}
      </Picker>
      <Hint id={`${id}-hint`}>{t('payment.wallet.imageOnlyHint')}</Hint>
      {error ? (
        <ErrorText id={`${id}-error`} role="alert">
          {error}
        </ErrorText>
      ) : null}
      {previewUrl ? <Preview src={previewUrl} alt={t('payment.wallet.previewAlt')} /> : null}
    </Root>
  );
}
