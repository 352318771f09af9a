/**
 * A rehype step that runs after sanitising and shapes a tutor reply for the chat bubble:
 * - maths: remark-math's `<code class="language-math">` becomes `<span data-math="inline">`, and its display form
 *   `<pre><code class="language-math">` becomes `<div data-math="display">`, for MarkdownContent to render with
 *   KaTeX (see Formula.tsx);
 * - bidi: each paragraph, heading, list and quote gets `dir="auto"`, so an English paragraph inside an Arabic reply
 *   reads left to right and the other way round; code gets `dir="ltr"`, which keeps it left to right and makes
 *   `dir="auto"` skip it when it picks a paragraph's direction (formulas do the same in Formula.tsx);
 * - a table takes the direction of its first letter outside code and maths, and each cell's content is a
 *   `<bdi>`: a cell that opens with Latin ("N (kg·m/s²)") keeps its own order while the column stays aligned with
 *   the table (`dir="auto"` cannot do this: it skips the `<bdi>`s);
 * - headings move down two levels (a reply's `#` must not compete with the page's h1 and h2);
 * - links open in a new tab without access to this page.
 * Typed structurally over hast so the module depends on no transitive package.
 */

interface HastNode {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
  value?: string;
}

/** Where a formula sits: in the line of text, or on its own block. */
export type MathPlacement = 'inline' | 'display';

const RIGHT_TO_LEFT_LETTER = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}]/u;
const LETTER = /\p{L}/u;

const AUTO_DIRECTION_TAGS = new Set(['p', 'ul', 'ol', 'blockquote', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
const HEADING = /^h([1-6])$/;
/** How many levels a reply's headings move down: `#` becomes h3. */
const HEADING_SHIFT = 2;

function classesOf(node: HastNode): unknown[] {
  const className = node.properties?.className;
  return Array.isArray(className) ? className : [];
}

/** The direction of the first letter of a subtree, not counting code and maths (they are left to right anyway). */
function firstStrongDirection(node: HastNode): 'rtl' | 'ltr' | null {
  if (node.type === 'text') {
    for (const character of node.value ?? '') {
      if (RIGHT_TO_LEFT_LETTER.test(character)) return 'rtl';
      if (LETTER.test(character)) return 'ltr';
    }
    return null;
  }
  if (node.tagName === 'code' || formulaPlacement(node)) return null;
  for (const child of node.children ?? []) {
    const direction = firstStrongDirection(child);
    if (direction) return direction;
  }
  return null;
}

function isMathCode(node: HastNode | undefined): boolean {
  return node?.type === 'element' && node.tagName === 'code' && classesOf(node).includes('language-math');
}

function elementChildren(node: HastNode): HastNode[] {
  return (node.children ?? []).filter((child) => child.type === 'element');
}

/** Turns remark-math's code element into a formula placeholder carrying only the TeX source. */
function markFormula(node: HastNode, tagName: 'span' | 'div', source: HastNode, placement: MathPlacement): void {
  node.tagName = tagName;
  node.properties = { dataMath: placement };
  node.children = source.children ?? [];
}

function shapeElement(node: HastNode): void {
  const tagName = node.tagName ?? '';
  const properties = (node.properties ??= {});

  const heading = HEADING.exec(tagName);
  if (heading) node.tagName = `h${Math.min(Number(heading[1]) + HEADING_SHIFT, 6)}`;
  if (AUTO_DIRECTION_TAGS.has(tagName)) properties.dir = 'auto';
  if (tagName === 'code' || tagName === 'pre') properties.dir = 'ltr';
  if (tagName === 'table') properties.dir = firstStrongDirection(node) ?? 'auto';
  if ((tagName === 'td' || tagName === 'th') && node.children?.length) {
    node.children = [{ type: 'element', tagName: 'bdi', properties: {}, children: node.children }];
  }
  if (tagName === 'a') {
    properties.target = '_blank';
    properties.rel = ['noopener', 'noreferrer'];
  }
}

function visit(node: HastNode): void {
  if (node.type === 'element') {
    const [onlyChild, ...others] = elementChildren(node);
    if (node.tagName === 'pre' && others.length === 0 && isMathCode(onlyChild) && onlyChild) {
      return markFormula(node, 'div', onlyChild, 'display');
    }
    if (isMathCode(node)) return markFormula(node, 'span', node, 'inline');
    shapeElement(node);
  }
  for (const child of node.children ?? []) visit(child);
}

/** The TeX source of a formula placeholder. */
export function formulaSource(node: HastNode | undefined): string {
  return (node?.children ?? []).map((child) => child.value ?? '').join('');
}

/** Whether a rendered element is a formula placeholder, and where it sits. */
export function formulaPlacement(node: HastNode | undefined): MathPlacement | null {
  const placement = node?.properties?.dataMath;
  return placement === 'inline' || placement === 'display' ? placement : null;
}

/** The rehype plugin: use after rehype-sanitize. */
export function rehypeChatMarkup() {
  return (tree: HastNode) => visit(tree);
}
