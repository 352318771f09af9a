/**
 * A message box inside an auth card: a server or connection error (`role="alert"`, announced at once), or a
 * confirmation / note (`role="status"`, announced politely). Meaning is in the icon and text, not colour alone.
 */
import type { ReactNode } from 'react';
import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import { styled } from '../theme/stitches.config';

const Box = styled('div', {
  display: 'flex',
  alignItems: 'flex-start',
  gap: '$2',
  px: '$3',
  py: '$3',
  borderRadius: '$md',
  borderInlineStart: '4px solid',
  color: '$text',
  fontSize: '$2',
  lineHeight: '$normal',
  textAlign: 'start',
  '& svg': { size: '20px', flexShrink: 0 },
  variants: {
    tone: {
      danger: { backgroundColor: '$dangerSoft', borderColor: '$danger', '& svg': { color: '$danger' } },
      success: { backgroundColor: '$successSoft', borderColor: '$success', '& svg': { color: '$success' } },
      info: { backgroundColor: '$infoSoft', borderColor: '$info', '& svg': { color: '$info' } },
    },
  },
});

export interface FormAlertProps {
  /** danger: an error (role alert); success / info: a confirmation or note (role status). */
  tone: 'danger' | 'success' | 'info';
  /** The message. */
  children: ReactNode;
}

/** An announced message box. */
export function FormAlert({ tone, children }: FormAlertProps) {
  const Icon = tone === 'danger' ? CircleAlert : tone === 'success' ? CircleCheck : Info;
  return (
    <Box tone={tone} role={tone === 'danger' ? 'alert' : 'status'}>
      <Icon aria-hidden="true" />
      <span>{children}</span>
    </Box>
  );
}
