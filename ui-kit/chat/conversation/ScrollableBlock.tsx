/**
 * ScrollableBlock: a block that scrolls sideways instead of overflowing the bubble (a wide table, a long display
 * formula, a code block on a 360 px screen). Only while its content really overflows does it become a named,
 * focusable group, so keyboard users can scroll it and screen readers hear what it is, without adding a tab stop
 * to every short formula.
 */
import { useLayoutEffect, useRef, useState, type HTMLAttributes } from 'react';
import { styled } from '../../theme/stitches.config';

const Root = styled('div', {
  maxWidth: '100%',
  overflowX: 'auto',
  overflowY: 'hidden',
  overscrollBehaviorInline: 'contain',
  '&:focus-visible': { outline: '2px solid $focusRing', outlineOffset: '2px' },
});

export interface ScrollableBlockProps extends HTMLAttributes<HTMLDivElement> {
  /** What the block holds, announced when it overflows ("Table, scroll sideways…"). */
  label: string;
}

/** A horizontally scrolling block, focusable and named only when its content is wider than it. */
export function ScrollableBlock({ label, children, ...props }: ScrollableBlockProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    return () => observer.disconnect();
  }, []);

  const scrollProps = overflows ? { tabIndex: 0, role: 'group', 'aria-label': label } : {};
  return (
    <Root ref={ref} {...props} {...scrollProps} data-scrollable={overflows || undefined}>
      {children}
    </Root>
  );
}
