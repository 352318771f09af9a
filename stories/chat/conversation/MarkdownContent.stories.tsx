/**
 * MarkdownContent: a tutor reply with maths (every delimiter), prices that stay text, a GitHub table, code, a
 * sanitised hostile reply, long Arabic, long English, mixed Arabic/English/maths, a formula too wide for a phone,
 * and broken LaTeX.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { MarkdownContent } from '../../../ui-kit/chat/conversation';
import {
  allDelimiters,
  codeReply,
  hostileReply,
  invalidLatex,
  longArabic,
  longEnglish,
  mixedArabicEnglishMaths,
  pageTable,
  pricesAndMaths,
  quadraticExplanation,
  tableReply,
  wideFormula,
} from './sampleContent';

const meta = {
  title: 'Chat/Conversation/MarkdownContent',
  component: MarkdownContent,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
  args: { content: quadraticExplanation },
} satisfies Meta<typeof MarkdownContent>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Arabic explanation: inline $x^2$, the quadratic formula as display maths, a list with \( \) maths. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const formulas = canvasElement.querySelectorAll<HTMLElement>('[data-math]');
    // Inline: ax^2+bx+c=0, a≠0, x^2, Δ (×3 in the list); display: the quadratic formula.
    await expect(formulas.length).toBe(7);
    const display = canvasElement.querySelector<HTMLElement>('[data-math=display] .katex-display');
    await expect(display).not.toBeNull();
    await expect(display?.querySelector('annotation')?.textContent).toBe('\\frac{-b \\pm \\sqrt{b^2-4ac}}{2a}');
    // KaTeX's stylesheet matches its markup: a superscript is set smaller than its base.
    const base = canvasElement.querySelector<HTMLElement>('.katex .mord.mathnormal');
    const superscript = canvasElement.querySelector<HTMLElement>('.katex .msupsub .mord');
    await expect(parseFloat(getComputedStyle(superscript as HTMLElement).fontSize)).toBeLessThan(
      parseFloat(getComputedStyle(base as HTMLElement).fontSize),
    );
    // Formulas stay left to right and isolated inside the Arabic paragraph.
    for (const formula of Array.from(formulas)) {
      await expect(formula).toHaveAttribute('dir', 'ltr');
      await expect(getComputedStyle(formula).unicodeBidi).toBe('isolate');
    }
    // The paragraph opens with Arabic and follows it; the reply's "##" heading is an h4, below the page's.
    const paragraph = canvasElement.querySelector('p');
    await expect(paragraph).toHaveAttribute('dir', 'auto');
    await expect(paragraph?.matches(':dir(rtl)')).toBe(true);
    await expect(within(canvasElement).getByRole('heading', { level: 4 })).toBeVisible();
  },
};

/** "99 جنيه", "$5" and "costs $5 and $10" stay text; only the real formulas become maths. */
export const PricesStayText: Story = {
  args: { content: pricesAndMaths },
  play: async ({ canvasElement }) => {
    const text = canvasElement.textContent ?? '';
    await expect(text).toContain('99 جنيه');
    await expect(text).toContain('about $5 a month');
    await expect(text).toContain('costs $5 and a pen $10');
    const formulas = Array.from(canvasElement.querySelectorAll('.katex-mathml annotation')).map((node) => node.textContent);
    await expect(formulas).toEqual(['y = 2x + 5', 'x = 3', '11']);
  },
};

/** $…$, \(…\), $$…$$ and \[…\]: all four render, the last two as display maths. */
export const AllDelimiters: Story = {
  args: { content: allDelimiters },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('.katex').length).toBe(4);
    await expect(canvasElement.querySelectorAll('[data-math=display] .katex-display').length).toBe(2);
    await expect(canvasElement.textContent).not.toMatch(/\\\(|\\\[|\$/);
  },
};

/** A GitHub table wider than the bubble scrolls sideways inside it, in the direction of its text. */
export const Table: Story = {
  args: { content: tableReply },
  decorators: [
    (Story) => (
      <div style={{ width: 328 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const { t } = pageTable();
    const table = within(canvasElement).getByRole('table');
    const scroller = table.parentElement as HTMLElement;
    // An Arabic table is right to left on either page, and opens at its first column.
    await expect(scroller).toHaveAttribute('dir', 'rtl');
    await expect(scroller.scrollLeft).toBe(0);
    // A cell that opens with Latin keeps its own order ("N (kg·m/s²)") inside the right-to-left column.
    const unitCell = within(table).getByRole('cell', { name: 'N (kg·m/s²)' });
    await expect(unitCell.querySelector('bdi')?.matches(':dir(ltr)')).toBe(true);
    await expect(unitCell.matches(':dir(rtl)')).toBe(true);
    await waitFor(() => expect(scroller).toHaveAttribute('tabindex', '0'));
    await expect(scroller).toHaveAccessibleName(t('chat.markdown.scrollTable'));
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
    const root = canvasElement.querySelector<HTMLElement>('[data-markdown]');
    await expect(root?.scrollWidth).toBe(root?.clientWidth);
  },
};

/** Code blocks and inline code stay left to right inside Arabic text. */
export const CodeBlock: Story = {
  args: { content: codeReply },
  play: async ({ canvasElement }) => {
    const block = canvasElement.querySelector<HTMLElement>('pre');
    await expect(block).toHaveAttribute('dir', 'ltr');
    await expect(getComputedStyle(block as HTMLElement).direction).toBe('ltr');
    const inline = Array.from(canvasElement.querySelectorAll<HTMLElement>('p code'));
    await expect(inline.map((code) => code.textContent)).toEqual(['Python', 'solve_quadratic']);
    for (const code of inline) await expect(getComputedStyle(code).unicodeBidi).toBe('isolate');
  },
};

/** A script, an onerror image and a javascript: link are dropped; the safe link opens in a new tab. */
export const SanitisedHostileReply: Story = {
  args: { content: hostileReply },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect(canvasElement.querySelector('[onerror]')).toBeNull();
    for (const link of Array.from(canvasElement.querySelectorAll('a'))) {
      await expect(link.getAttribute('href') ?? '').not.toMatch(/^\s*javascript:/i);
    }
    const safe = within(canvasElement).getByRole('link', { name: 'Egyptian Knowledge Bank' });
    await expect(safe).toHaveAttribute('href', 'https://www.ekb.eg');
    await expect(safe).toHaveAttribute('target', '_blank');
    await expect(safe).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const LongArabic: Story = { args: { content: longArabic } };

/** A long English reply keeps its paragraphs left to right even on the Arabic page. */
export const LongEnglish: Story = {
  args: { content: longEnglish },
  play: async ({ canvasElement }) => {
    for (const paragraph of Array.from(canvasElement.querySelectorAll('p'))) {
      await expect(paragraph.matches(':dir(ltr)')).toBe(true);
    }
  },
};

/** Arabic and English paragraphs each take their own direction; formulas stay left to right. */
export const MixedArabicEnglishMaths: Story = {
  args: { content: mixedArabicEnglishMaths },
  play: async ({ canvasElement }) => {
    const paragraphs = Array.from(canvasElement.querySelectorAll('p'));
    await expect(paragraphs[0]?.matches(':dir(rtl)')).toBe(true);
    await expect(paragraphs[2]?.matches(':dir(ltr)')).toBe(true);
  },
};

/** On a 360 px phone a long display formula scrolls inside its block instead of widening the page. */
export const WideFormulaOnPhone: Story = {
  args: { content: wideFormula },
  decorators: [
    (Story) => (
      <div style={{ width: 328 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const { t } = pageTable();
    const display = canvasElement.querySelector<HTMLElement>('[data-math=display]');
    if (!display) throw new Error('no display formula');
    await expect(display.scrollWidth).toBeGreaterThan(display.clientWidth);
    await expect(getComputedStyle(display).overflowX).toBe('auto');
    await waitFor(() => expect(display).toHaveAccessibleName(t('chat.markdown.scrollFormula')));
    await expect(display).toHaveAttribute('tabindex', '0');
    const root = canvasElement.querySelector<HTMLElement>('[data-markdown]');
    await expect(root?.scrollWidth).toBe(root?.clientWidth);
  },
};

/** Broken LaTeX shows as an error-coloured source instead of breaking the reply. */
export const InvalidLatex: Story = {
  args: { content: invalidLatex },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.katex-error')).toHaveTextContent('\\frac{1}{');
    await expect(canvasElement.textContent).toContain('وبعدها نص عادي');
  },
};
