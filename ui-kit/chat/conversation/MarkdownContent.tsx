/**
 * MarkdownContent: a tutor reply rendered from markdown with GitHub tables and KaTeX maths. Every maths delimiter
 * a model uses is accepted and a dollar next to a price stays text (see mathDelimiters.ts). The markdown is
 * sanitised: raw HTML is dropped, so scripts, event handlers and `javascript:` links never reach the page; links
 * open in a new tab. Code and formulas stay left to right inside Arabic text; tables, code blocks and display formulas scroll
 * sideways inside the bubble instead of overflowing a narrow screen.
 */
import 'katex/dist/katex.min.css';
import { memo, useMemo, type ComponentProps } from 'react';
import Markdown, { type Components, type ExtraProps, type Options } from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import { useT } from '../../i18n';
import { styled } from '../../theme/stitches.config';
import { Formula } from './Formula';
import { normaliseMathDelimiters } from './mathDelimiters';
import { formulaPlacement, formulaSource, rehypeChatMarkup } from './rehypeChatMarkup';
import { ScrollableBlock } from './ScrollableBlock';

const Root = styled('div', {
  minWidth: 0,
  color: 'inherit',
  fontSize: '$3',
  lineHeight: '$normal',
  textAlign: 'start',
  overflowWrap: 'anywhere',
  '& :where(p, ul, ol, blockquote, pre, table, h3, h4, h5, h6)': { margin: 0 },
  '& > * + *': { marginBlockStart: '$3' },
  '& h3, & h4, & h5, & h6': { fontWeight: '$bold', lineHeight: '$tight' },
  '& h3': { fontSize: '$4' },
  '& h4, & h5, & h6': { fontSize: '$3' },
  '& ul, & ol': { paddingInlineStart: '$5' },
  '& li + li, & li > ul, & li > ol': { marginBlockStart: '$1' },
  '& blockquote': { paddingInlineStart: '$3', borderInlineStart: '3px solid $borderStrong', color: '$textMuted' },
  '& a': { color: 'inherit', textDecoration: 'underline', textUnderlineOffset: '2px' },
  '& hr': { border: 'none', borderBlockStart: '1px solid $border' },
  '& img': { maxWidth: '100%', height: 'auto', borderRadius: '$md' },

  // Code: always left to right, isolated from the surrounding Arabic.
  '& code': {
    direction: 'ltr',
    unicodeBidi: 'isolate',
    fontFamily: '$mono',
    fontSize: '0.9em',
    px: '$1',
    borderRadius: '$sm',
    backgroundColor: '$surfaceMuted',
  },
  '& pre': {
    direction: 'ltr',
    unicodeBidi: 'isolate',
    textAlign: 'start',
    padding: '$3',
    borderRadius: '$md',
    backgroundColor: '$surfaceMuted',
    fontSize: '$2',
    lineHeight: '$normal',
    whiteSpace: 'pre',
    width: 'max-content',
    minWidth: '100%',
  },
  '& pre code': { padding: 0, backgroundColor: 'transparent', fontSize: 'inherit' },

  // Tables: natural width, scrolling inside their ScrollableBlock.
  '& table': { borderCollapse: 'collapse', fontSize: '$2', minWidth: '100%' },
  '& th, & td': {
    padding: '$1 $2',
    border: '1px solid $border',
    textAlign: 'start',
    verticalAlign: 'top',
    minWidth: '6em',
    overflowWrap: 'normal',
  },
  '& th': { backgroundColor: '$surfaceMuted', fontWeight: '$bold', whiteSpace: 'nowrap' },

  // KaTeX: every formula left to right and isolated; display formulas scroll instead of overflowing.
  '& [data-math]': { direction: 'ltr', unicodeBidi: 'isolate' },
  '& .katex': { fontSize: '1.1em' },
  // An inline formula wrapped inside a right-to-left line would continue at the far end of the next line.
  // A table cell is narrow: its formulas stay on one line too (the table scrolls instead).
  '& :dir(rtl) > [data-math=inline], & :is(td, th) [data-math=inline]': { whiteSpace: 'nowrap' },
  '& [data-math=display]': { paddingBlock: '$1' },
  '& [data-math=display] > .katex-display': { margin: 0 },
  '& .katex-error': { color: '$danger' },
});

const REMARK_PLUGINS: Options['remarkPlugins'] = [remarkGfm, remarkMath];
/** Sanitise first (the markdown's own HTML and URLs), then add the chat's own trusted markup. */
const REHYPE_PLUGINS: Options['rehypePlugins'] = [rehypeSanitize, rehypeChatMarkup];

type ElementProps<Tag extends 'table' | 'pre' | 'div' | 'span'> = ComponentProps<Tag> & ExtraProps;

/** The DOM props of a react-markdown component, without the hast node it also receives. */
function domProps<Props extends ExtraProps>({ node: _node, ...props }: Props): Omit<Props, 'node'> {
  return props;
}

export interface MarkdownContentProps {
  /** The reply, as markdown (GitHub flavour, maths in `$…$`, `$$…$$`, `\(…\)` or `\[…\]`). */
  content: string;
}

/** A sanitised markdown reply with maths, tables and code, readable in Arabic and English. */
export const MarkdownContent = memo(function MarkdownContent({ content }: MarkdownContentProps) {
  const t = useT();
  const components = useMemo<Components>(
    () => ({
      // The scroller takes the table's direction so a right-to-left table opens scrolled to its first column.
      table: (props: ElementProps<'table'>) => {
        const { dir, ...tableProps } = domProps(props);
        return (
          <ScrollableBlock label={t('chat.markdown.scrollTable')} dir={dir}>
            <table {...tableProps} />
          </ScrollableBlock>
        );
      },
      pre: (props: ElementProps<'pre'>) => (
        <ScrollableBlock label={t('chat.markdown.scrollCode')} dir="ltr">
          <pre {...domProps(props)} />
        </ScrollableBlock>
      ),
      div: (props: ElementProps<'div'>) =>
        formulaPlacement(props.node) === 'display' ? (
          <Formula tex={formulaSource(props.node)} placement="display" />
        ) : (
          <div {...domProps(props)} />
        ),
      span: (props: ElementProps<'span'>) =>
        formulaPlacement(props.node) === 'inline' ? (
          <Formula tex={formulaSource(props.node)} placement="inline" />
        ) : (
          <span {...domProps(props)} />
        ),
    }),
    [t],
  );
  const markdown = useMemo(() => normaliseMathDelimiters(content), [content]);

  return (
    <Root data-markdown="">
      <Markdown remarkPlugins={REMARK_PLUGINS} rehypePlugins={REHYPE_PLUGINS} components={components}>
        {markdown}
      </Markdown>
    </Root>
  );
});
