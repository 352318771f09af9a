/**
 * Tooltip: a short hint for a focusable trigger (usually an IconButton), built on
 * react-aria-components TooltipTrigger + Tooltip. It opens on hover after 700 ms and on keyboard
 * focus at once, closes 300 ms after the pointer leaves, and on Escape (TOOLTIP in contract).
 * It is a supplement: the trigger keeps its own accessible name.
 */
import type { ReactElement, ReactNode } from 'react';
import {
  OverlayArrow,
  Tooltip as RACTooltip,
  TooltipTrigger,
  type TooltipProps as RACTooltipProps,
} from 'react-aria-components';
import { TOOLTIP } from '../../contract/constants';
import { keyframes, styled } from '../theme/stitches.config';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

const Bubble = styled(RACTooltip, {
  maxWidth: '280px',
  px: '$3',
  py: '$2',
  borderRadius: '$sm',
  // Inverted surface: dark on the light theme, light on the dark theme.
  backgroundColor: '$text',
  color: '$surface',
  fontFamily: '$body',
  fontSize: '$2',
  lineHeight: '$normal',
  textAlign: 'start',
  overflowWrap: 'anywhere',
  boxShadow: '$md',
  zIndex: '$tooltip',
  '&[data-entering]': { animation: `${fadeIn} $transitions$fast` },
  '& .arrow svg': { display: 'block', fill: '$text' },
  '&[data-placement=bottom] .arrow svg': { transform: 'rotate(180deg)' },
  '&[data-placement=left] .arrow svg': { transform: 'rotate(-90deg)' },
  '&[data-placement=right] .arrow svg': { transform: 'rotate(90deg)' },
});

export interface TooltipProps extends Omit<RACTooltipProps, 'children' | 'className' | 'style'> {
  /** The hint text. */
  content: ReactNode;
  /** The trigger: one focusable react-aria element (Button, IconButton). */
  children: ReactElement;
  /** Hover delay before opening, ms (default 700). */
  delay?: number;
  /** Delay before closing after the pointer leaves, ms (default 300). */
  closeDelay?: number;
  /** Disable the tooltip (the trigger still works). */
  isDisabled?: boolean;
}

/** Wraps a trigger with a hover/focus hint. `placement` is logical: `start`/`end` follow the direction. */
export function Tooltip({
  content,
  children,
  delay = TOOLTIP.delayMs,
  closeDelay = TOOLTIP.closeDelayMs,
  isDisabled,
  isOpen,
  defaultOpen,
  onOpenChange,
  placement = 'top',
  offset = 8,
  ...props
}: TooltipProps) {
  return (
    <TooltipTrigger
      delay={delay}
      closeDelay={closeDelay}
      isDisabled={isDisabled}
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
    >
      {children}
      <Bubble {...props} placement={placement} offset={offset}>
        <OverlayArrow className="arrow">
          <svg width={8} height={8} viewBox="0 0 8 8" aria-hidden="true">
            <path d="M0 0 L4 4 L8 0" />
          </svg>
        </OverlayArrow>
        {content}
      </Bubble>
    </TooltipTrigger>
  );
}
