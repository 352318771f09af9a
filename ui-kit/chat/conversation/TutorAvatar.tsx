/**
 * TutorAvatar: the round tutor mark beside assistant messages and the typing indicator. Decorative: the message
 * around it already says who is speaking.
 */
import { GraduationCap } from 'lucide-react';
import { styled } from '../../theme/stitches.config';

const Root = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  size: '$controlSm',
  borderRadius: '$round',
  backgroundColor: '$primarySoft',
  color: '$primary',
  '& svg': { size: '18px' },
});

/** The tutor's avatar (an icon, hidden from screen readers). */
export function TutorAvatar() {
  return (
    <Root aria-hidden="true" data-tutor-avatar="">
      <GraduationCap strokeWidth={2} />
    </Root>
  );
}
