/**
 * VisuallyHidden: text that only assistive technology reads (labels of icon-only parts, status text).
 */
import { styled } from '../theme/stitches.config';

export const VisuallyHidden = styled('span', {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
