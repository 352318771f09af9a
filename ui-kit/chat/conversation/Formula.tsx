/**
 * Formula: one TeX formula typeset with KaTeX, inline or on its own block. It is rendered with the `katex`
 * package whose stylesheet MarkdownContent loads (rehype-katex bundles an older KaTeX whose class names that
 * stylesheet no longer matches). Every formula is left to right and isolated (`dir="ltr"`): KaTeX has no RTL mode
 * and mirrors formulas that inherit RTL, and the `dir` also makes a surrounding `dir="auto"` look past the
 * formula. A display formula scrolls sideways when it is wider than the bubble. KaTeX runs untrusted
 * (`trust: false`: no links, classes or styles from the TeX) and shows a syntax error as the red source.
 */
import katex from 'katex';
import { memo, useMemo } from 'react';
import { useT } from '../../i18n';
import { theme } from '../../theme/stitches.config';
import type { MathPlacement } from './rehypeChatMarkup';
import { ScrollableBlock } from './ScrollableBlock';

/** KaTeX's HTML for a formula; a failure other than a TeX syntax error shows the source as an error. */
function typeset(tex: string, placement: MathPlacement): string {
  const options = {
    displayMode: placement === 'display',
    throwOnError: false,
    trust: false,
    strict: 'ignore' as const,
    errorColor: theme.colors.danger.computedValue,
  };
  try {
    return katex.renderToString(tex, options);
  } catch {
    const escaped = tex.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);
    return `<span class="katex-error">${escaped}</span>`;
  }
}

export interface FormulaProps {
  /** The TeX source, without delimiters. */
  tex: string;
  /** `inline` in the line of text, `display` on its own block. */
  placement: MathPlacement;
}

/** A KaTeX formula, left to right inside any text. */
export const Formula = memo(function Formula({ tex, placement }: FormulaProps) {
  const t = useT();
  const html = useMemo(() => ({ __html: typeset(tex, placement) }), [tex, placement]);
  if (placement === 'inline') return <span dir="ltr" data-math="inline" dangerouslySetInnerHTML={html} />;
  return (
    <ScrollableBlock label={t('chat.markdown.scrollFormula')} dir="ltr" data-math="display" dangerouslySetInnerHTML={html} />
  );
});
