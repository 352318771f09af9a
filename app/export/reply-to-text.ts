/**
 * A tutor reply as plain text for the .txt export and the clipboard: the markdown marks are gone (no `#`, `**`,
 * backticks or link syntax), the structure stays readable (blank lines between blocks, bullets and numbers for
 * lists, indented code and quotes, table cells separated by " | "), and every formula keeps its LaTeX source
 * between dollars (`$x^2$` inline, `$$…$$` on its own line) so nothing of the maths is lost.
 */
import { parseReply, plainTextOf, type ReplyNode } from './reply-markdown';

const CODE_INDENT = '    ';
const QUOTE_INDENT = '  ';
const LIST_INDENT = '   ';
const THEMATIC_BREAK = '— — —';
/** Addresses worth printing after a link's text; others (javascript:, relative paths) are left out. */
const SHOWN_URL = /^(https?:|mailto:)/i;

function inlineText(nodes: ReplyNode[] | undefined): string {
  return (nodes ?? []).map(inlineNodeText).join('');
}

function inlineNodeText(node: ReplyNode): string {
  switch (node.type) {
    case 'text':
    case 'inlineCode':
    case 'html':
      return node.value ?? '';
    case 'inlineMath':
      return `$${node.value ?? ''}$`;
    case 'break':
      return '\n';
    case 'link': {
      const label = inlineText(node.children);
      return !node.url || !SHOWN_URL.test(node.url) || label === node.url ? label : `${label} (${node.url})`;
    }
    case 'image':
      return node.url && SHOWN_URL.test(node.url) ? `${node.alt ?? ''} (${node.url})`.trim() : (node.alt ?? '');
    case 'footnoteReference':
      return '';
    default:
      return inlineText(node.children);
  }
}

function indent(text: string, prefix: string): string {
  return text
    .split('\n')
    .map((line) => (line ? prefix + line : line))
    .join('\n');
}

function listText(list: ReplyNode): string {
  const first = list.start ?? 1;
  return (list.children ?? [])
    .map((item, index) => {
      const task = item.checked === true ? '☑ ' : item.checked === false ? '☐ ' : '';
      const marker = list.ordered ? `${first + index}. ` : '• ';
      const body = blocksText(item.children ?? [], item.spread ? '\n\n' : '\n');
      const [firstLine = '', ...rest] = body.split('\n');
      return [marker + task + firstLine, ...rest.map((line) => (line ? LIST_INDENT + line : line))].join('\n');
    })
    .join('\n');
}

function tableText(table: ReplyNode): string {
  const rows = (table.children ?? []).map((row) =>
    (row.children ?? []).map((cell) => inlineText(cell.children).trim()).join(' | '),
  );
  const [header, ...body] = rows;
  if (header === undefined) return '';
  return [header, '-'.repeat(Math.min(header.length, 40)), ...body].join('\n');
}

function blockText(node: ReplyNode): string {
  switch (node.type) {
    case 'heading':
    case 'paragraph':
      return inlineText(node.children);
    case 'math':
      return `$$${node.value ?? ''}$$`;
    case 'code':
      return indent(node.value ?? '', CODE_INDENT);
    case 'blockquote':
      return indent(blocksText(node.children ?? []), QUOTE_INDENT);
    case 'list':
      return listText(node);
    case 'table':
      return tableText(node);
    case 'thematicBreak':
      return THEMATIC_BREAK;
    case 'html':
      return node.value ?? '';
    case 'definition':
      return '';
    case 'footnoteDefinition':
      return plainTextOf(node);
    default:
      return node.children ? blocksText(node.children) : (node.value ?? '');
  }
}

/** Blocks separated by a blank line (or by a line break inside a tight list item). */
function blocksText(nodes: ReplyNode[], separator = '\n\n'): string {
  return nodes
    .map(blockText)
    .filter((text) => text.trim() !== '')
    .join(separator);
}

/** The reply's markdown as readable plain text with LaTeX formulas kept as source. */
export function replyToText(markdown: string): string {
  return blocksText(parseReply(markdown).children ?? []).trim();
}
