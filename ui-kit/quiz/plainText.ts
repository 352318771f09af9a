/**
 * A quiz text (markdown with TeX maths) as plain words for accessible names and live announcements: a radio whose
 * option is only a formula would otherwise have no name (MathML counts as embedded content), and "dollar x caret
 * two" helps nobody. Delimiters go, `\text{…}` keeps its words, common operators become their symbols.
 */
const SYMBOLS: Record<string, string> = {
  times: '×',
  div: '÷',
  cdot: '·',
  pm: '±',
  leq: '≤',
  geq: '≥',
  neq: '≠',
  approx: '≈',
  pi: 'π',
  theta: 'θ',
  alpha: 'α',
  beta: 'β',
  Delta: 'Δ',
  infty: '∞',
  sqrt: '√',
  to: '→',
  circ: '°',
};

export function plainText(markdown: string): string {
  return markdown
    .replace(/\\frac\{([^{}]*)\}\{([^{}]*)\}/g, '($1)/($2)')
    .replace(/\\(?:text|mathrm|mathbf|operatorname)\{([^{}]*)\}/g, '$1')
    .replace(/\\([A-Za-z]+)/g, (whole, name: string) => SYMBOLS[name] ?? name)
    .replace(/\\[,;:! ]/g, ' ')
    .replace(/\$+|\\[()[\]]/g, '')
    .replace(/[{}]/g, '')
    .replace(/[*_`]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
