/**
 * TypingIndicator: three bouncing dots in an assistant bubble while the tutor prepares a reply. A polite status
 * region tells screen readers "the tutor is typing"; the dots are decorative and stand still for readers who
 * prefer reduced motion.
 */
import { useT } from '../../i18n';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { keyframes, styled } from '../../theme/stitches.config';
import { TutorAvatar } from './TutorAvatar';

const bounce = keyframes({
  '0%, 60%, 100%': { transform: 'translateY(0)', opacity: 0.45 },
  '30%': { transform: 'translateY(-4px)', opacity: 1 },
});

const Root = styled('div', {
  display: 'flex',
  alignItems: 'flex-end',
  gap: '$2',
});

const Dots = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$1',
  py: '$3',
  px: '$4',
  borderRadius: '$lg',
  borderStartStartRadius: '$sm',
  backgroundColor: '$surface',
  border: '1px solid $border',
});

const Dot = styled('span', {
  size: '8px',
  borderRadius: '$round',
  backgroundColor: '$textMuted',
  animation: `${bounce} 1.2s ease-in-out infinite`,
  '&:nth-child(2)': { animationDelay: '0.15s' },
  '&:nth-child(3)': { animationDelay: '0.3s' },
  '@reducedMotion': { animation: 'none', opacity: 0.7 },
});

/** "The tutor is typing…": animated dots beside the tutor avatar, announced politely. */
export function TypingIndicator() {
  const t = useT();
  return (
    <Root role="status">
      <TutorAvatar />
      <Dots aria-hidden="true" data-typing-dots="">
        <Dot />
        <Dot />
        <Dot />
      </Dots>
      <VisuallyHidden>{t('chat.typing')}</VisuallyHidden>
    </Root>
  );
}
