/**
 * The exported HTML notes as a React tree, rendered once to static markup (build-export.ts). Each reply goes
 * through the chat's own markdown pipeline (GitHub markdown, remark-math, rehype-sanitize, the chat's bidi
 * markup) so the file reads like the conversation, with two differences for a file that must stand alone:
 * formulas are KaTeX MathML (the browser draws them; no KaTeX fonts or CSS), and raw HTML in a reply is shown
 * as text instead of being dropped. A Content-Security-Policy meta forbids every script and remote fetch but
 * images, as a second wall behind the sanitiser.
 */
import katex from 'katex';
import type { ComponentProps } from 'react';
import Markdown, { type Components, type ExtraProps, type Options } from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import { normaliseMathDelimiters } from '../../ui-kit/chat/conversation/mathDelimiters';
import {
  formulaPlacement,
  formulaSource,
  rehypeChatMarkup,
  type MathPlacement,
} from '../../ui-kit/chat/conversation/rehypeChatMarkup';
import type { Direction, Language } from '../../ui-kit/i18n';
import { theme } from '../../ui-kit/theme/stitches.config';
import type { ReplyNode } from './reply-markdown';

const CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data: https:";

/** A remark step: raw HTML in a reply becomes visible text (React escapes it) instead of markup. */
function remarkRawHtmlAsText() {
  const visit = (node: ReplyNode) => {
    if (node.type === 'html') node.type = 'text';
    node.children?.forEach(visit);
  };
  return (tree: ReplyNode) => visit(tree);
}

const REMARK_PLUGINS: Options['remarkPlugins'] = [remarkGfm, remarkMath, remarkRawHtmlAsText];
const REHYPE_PLUGINS: Options['rehypePlugins'] = [rehypeSanitize, rehypeChatMarkup];

/** KaTeX's MathML for a formula; anything KaTeX cannot handle shows as its escaped source. */
function mathml(tex: string, placement: MathPlacement): string {
  try {
    return katex.renderToString(tex, {
      displayMode: placement === 'display',
      output: 'mathml',
      throwOnError: false,
      trust: false,
      strict: 'ignore',
      errorColor: theme.colors.danger.value,
    });
  } catch {
    const escaped = tex.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);
    return `<span class="katex-error">${escaped}</span>`;
  }
}

type ElementProps<Tag extends 'table' | 'div' | 'span'> = ComponentProps<Tag> & ExtraProps;

function domProps<Props extends ExtraProps>({ node: _node, ...props }: Props): Omit<Props, 'node'> {
  return props;
}

const COMPONENTS: Components = {
  table: (props: ElementProps<'table'>) => (
    <div className="scroll">
      <table {...domProps(props)} />
    </div>
  ),
  div: (props: ElementProps<'div'>) =>
    formulaPlacement(props.node) === 'display' ? (
      <div
        className="math-display"
        dir="ltr"
        dangerouslySetInnerHTML={{ __html: mathml(formulaSource(props.node), 'display') }}
      />
    ) : (
      <div {...domProps(props)} />
    ),
  span: (props: ElementProps<'span'>) =>
    formulaPlacement(props.node) === 'inline' ? (
      <span
        className="math-inline"
        dir="ltr"
        dangerouslySetInnerHTML={{ __html: mathml(formulaSource(props.node), 'inline') }}
      />
    ) : (
      <span {...domProps(props)} />
    ),
};

export interface ExportedNote {
  /** The reply's markdown. */
  content: string;
  /** "Note 1" in the export's language. */
  heading: string;
  /** When the tutor sent it: ISO for `<time datetime>`, and as the reader sees it. */
  createdAtIso: string;
  createdAtLabel: string;
}

export interface NotesDocumentProps {
  language: Language;
  dir: Direction;
  /** The page title and main heading. */
  title: string;
  exportedAtIso: string;
  /** "Exported on …" in the export's language. */
  exportedAtLabel: string;
  notes: ExportedNote[];
  /** The document's CSS (export-styles.ts). */
  styleSheet: string;
}

/** The whole standalone document: `<html lang dir>` to `</html>`. */
export function NotesDocument(props: NotesDocumentProps) {
  const { language, dir, title, exportedAtIso, exportedAtLabel, notes, styleSheet } = props;
  return (
    <html lang={language} dir={dir}>
      <head>
        <meta charSet="utf-8" />
        <meta httpEquiv="Content-Security-Policy" content={CONTENT_SECURITY_POLICY} />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <style dangerouslySetInnerHTML={{ __html: styleSheet }} />
      </head>
      <body>
        <main>
          <h1 dir="auto">{title}</h1>
          <p className="exported-at">
            <time dateTime={exportedAtIso}>{exportedAtLabel}</time>
          </p>
          {notes.map((note, index) => (
            <article key={index} aria-labelledby={`note-${index + 1}`}>
              <h2 id={`note-${index + 1}`}>
                {note.heading} — <time dateTime={note.createdAtIso}>{note.createdAtLabel}</time>
              </h2>
              <div className="note-body" dir="auto">
                <Markdown remarkPlugins={REMARK_PLUGINS} rehypePlugins={REHYPE_PLUGINS} components={COMPONENTS}>
                  {normaliseMathDelimiters(note.content)}
                </Markdown>
              </div>
            </article>
          ))}
        </main>
      </body>
    </html>
  );
}
