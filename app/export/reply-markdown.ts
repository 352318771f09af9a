/**
 * The syntax tree (mdast) of a tutor reply, parsed exactly as the chat reads it: the chat's maths delimiters
 * normalised first (so `\(…\)` is maths and "$5" is money), then GitHub markdown and remark-math. The plain-text
 * export and the spoken reply walk this tree instead of guessing at markdown with regular expressions.
 * Typed structurally (like ui-kit's rehypeChatMarkup) so callers depend on no transitive type package.
 */
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { normaliseMathDelimiters } from '../../ui-kit/chat/conversation/mathDelimiters';

/** An mdast node, with the fields the walkers read. */
export interface ReplyNode {
  type: string;
  value?: string;
  children?: ReplyNode[];
  /** heading */
  depth?: number;
  /** list */
  ordered?: boolean | null;
  start?: number | null;
  /** listItem (task lists) */
  checked?: boolean | null;
  /** listItem: blank lines between its blocks */
  spread?: boolean | null;
  /** link, image */
  url?: string;
  alt?: string | null;
}

const parser = unified().use(remarkParse).use(remarkGfm).use(remarkMath);

/** The mdast root of a reply. */
export function parseReply(markdown: string): ReplyNode {
  return parser.parse(normaliseMathDelimiters(markdown)) as ReplyNode;
}

/** The text of a subtree, ignoring formatting (what mdast-util-to-string does). */
export function plainTextOf(node: ReplyNode): string {
  if (typeof node.value === 'string') return node.value;
  if (node.type === 'image') return node.alt ?? '';
  return (node.children ?? []).map(plainTextOf).join('');
}
