/**
 * ChatInput: the message box and send button of the chat screen (SPEC.md §5 "Chat send"). Enter sends;
 * Shift+Enter, Alt+Enter and Ctrl+Enter insert a newline. Sending is blocked while the trimmed text is empty or
 * a send is pending (the button is disabled and Enter does nothing); a send passes the trimmed text and clears the
 * box. The box follows the language typed into it (`dir="auto"`, line by line), grows with its content up to
 * INPUT_MAX_HEIGHT_PX and then scrolls. The send arrow points in the reading direction.
 */
import { SendHorizontal } from 'lucide-react';
import { useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { Label, Text, TextArea, TextField } from 'react-aria-components';
import { INPUT_MAX_HEIGHT_PX, MESSAGE_MAX_LENGTH } from '../../../contract/constants';
import { useT } from '../../i18n';
import { IconButton } from '../../primitives/IconButton';
import { SpinnerGlyph } from '../../primitives/Spinner';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { styled } from '../../theme/stitches.config';

const Form = styled('form', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$1',
  width: '100%',
  maxWidth: '$prose',
  marginInline: 'auto',
});

const Field = styled(TextField, {
  display: 'flex',
  flexDirection: 'column',
  gap: '$1',
  minWidth: 0,
});

const HiddenLabel = styled(Label, VisuallyHidden);

const Composer = styled('div', {
  display: 'flex',
  alignItems: 'flex-end',
  gap: '$2',
  padding: '$1',
  paddingInlineStart: '$3',
  border: '1px solid $borderStrong',
  borderRadius: '$lg',
  backgroundColor: '$surface',
  transition: 'border-color $fast, box-shadow $fast',
  '&:focus-within': { borderColor: '$focusRing', boxShadow: '0 0 0 1px $colors$focusRing' },
  '&:has(textarea[data-disabled])': { backgroundColor: '$surfaceMuted' },
});

const Box = styled(TextArea, {
  flex: '1 1 auto',
  minWidth: 0,
  minHeight: '$control',
  maxHeight: INPUT_MAX_HEIGHT_PX,
  py: '$2',
  px: 0,
  border: 'none',
  backgroundColor: 'transparent',
  color: '$text',
  fontFamily: '$body',
  // 16 px: phones do not zoom into the box when it takes focus.
  fontSize: '$3',
  lineHeight: '$normal',
  textAlign: 'start',
  // Each line takes the direction of its own first letter (an English line inside an Arabic question).
  unicodeBidi: 'plaintext',
  resize: 'none',
  overflowY: 'auto',
  outline: 'none',
  '&::placeholder': { color: '$textSubtle', opacity: 1 },
  '&[data-disabled]': { cursor: 'not-allowed', color: '$textMuted' },
});

const Hint = styled(Text, {
  px: '$3',
  fontSize: '$1',
  color: '$textSubtle',
  // Phones have no Shift+Enter to explain; the field stays described by the hint for screen readers.
  display: 'none',
  '@sm': { display: 'block' },
});

export interface ChatInputProps {
  /** Called with the trimmed text when the student sends. */
  onSend: (text: string) => void;
  /** A send is in progress: sending is blocked and the button says "Sending…". */
  pending: boolean;
  /** The whole input is unavailable (e.g. the daily limit is reached). */
  disabled?: boolean;
  /** Placeholder; defaults to "Type your question here…". */
  placeholder?: string;
  /** Longest message in characters; defaults to MESSAGE_MAX_LENGTH. */
  maxLength?: number;
  /** A control placed before the text inside the box (e.g. the voice input button). */
  leading?: ReactNode;
}

/** Sizes the box to its content, capped at INPUT_MAX_HEIGHT_PX (beyond it the box scrolls). */
function fitHeight(textArea: HTMLTextAreaElement): void {
  const style = getComputedStyle(textArea);
  const borders = parseFloat(style.borderTopWidth) + parseFloat(style.borderBottomWidth);
  textArea.style.height = 'auto';
  textArea.style.height = `${Math.min(textArea.scrollHeight + borders, INPUT_MAX_HEIGHT_PX)}px`;
}

/** The message box with its send button. */
export function ChatInput({ onSend, pending, disabled = false, placeholder, maxLength = MESSAGE_MAX_LENGTH, leading }: ChatInputProps) {
  const t = useT();
  const [text, setText] = useState('');
  const textAreaRef = useRef<HTMLTextAreaElement>(null);
  const trimmed = text.trim();
  const canSend = trimmed !== '' && !pending && !disabled;

  useLayoutEffect(() => {
    if (textAreaRef.current) fitHeight(textAreaRef.current);
  }, [text]);

  const send = () => {
    if (!canSend) return;
    onSend(trimmed);
    setText('');
    textAreaRef.current?.focus();
  };

  const insertNewline = (textArea: HTMLTextAreaElement) => {
    const selected = textArea.selectionEnd - textArea.selectionStart;
    if (textArea.value.length - selected + 1 > maxLength) return;
    textArea.setRangeText('\n', textArea.selectionStart, textArea.selectionEnd, 'end');
    setText(textArea.value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    // Shift+Enter: the browser inserts the newline itself.
    if (event.shiftKey || event.metaKey) return;
    event.preventDefault();
    if (event.altKey || event.ctrlKey) insertNewline(event.currentTarget);
    else send();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send();
  };

  const sendLabel = pending ? t('chat.sending') : t('chat.send');
  return (
    <Form onSubmit={onSubmit}>
      <Field value={text} onChange={setText} isDisabled={disabled} maxLength={maxLength}>
        <HiddenLabel>{t('chat.input.label')}</HiddenLabel>
        <Composer>
          {leading}
          <Box
            ref={textAreaRef}
            dir="auto"
            rows={1}
            placeholder={placeholder ?? t('chat.input.placeholder')}
            onKeyDown={onKeyDown}
          />
          <IconButton
            type="submit"
            variant="primary"
            aria-label={sendLabel}
            isDisabled={!canSend}
            flipInRtl={!pending}
          >
            {pending ? <SpinnerGlyph size="sm" /> : <SendHorizontal />}
          </IconButton>
        </Composer>
        <Hint slot="description">{t('chat.input.hint')}</Hint>
      </Field>
    </Form>
  );
}
