/**
 * The inline stylesheet of the exported HTML notes: a readable light page built from the product's tokens (the
 * file opens anywhere, offline, with no other CSS or font), logical properties so the same rules serve Arabic
 * and English, formulas and code kept left to right and isolated, and a print layout for the PDF route.
 */
import { theme } from '../../ui-kit/theme/stitches.config';

const { colors, fonts, radii, space, fontSizes, lineHeights } = theme;

/** The CSS of the exported document. */
export function exportStyleSheet(): string {
  return `
:root { color-scheme: light; }
body {
  margin: 0;
  background: ${colors.bg.value};
  color: ${colors.text.value};
  font-family: ${fonts.body.value};
  font-size: ${fontSizes[3].value};
  line-height: ${lineHeights.normal.value};
  overflow-wrap: anywhere;
}
main { max-width: 720px; margin-inline: auto; padding: ${space[7].value} ${space[4].value}; }
h1 { margin: 0 0 ${space[1].value}; font-size: ${fontSizes[6].value}; line-height: ${lineHeights.tight.value}; }
.exported-at { margin: 0 0 ${space[6].value}; color: ${colors.textMuted.value}; }
article {
  margin-block-end: ${space[4].value};
  padding: ${space[4].value} ${space[5].value};
  background: ${colors.surface.value};
  border: 1px solid ${colors.border.value};
  border-radius: ${radii.lg.value};
}
article > h2 {
  margin: 0 0 ${space[2].value};
  font-size: ${fontSizes[2].value};
  font-weight: 500;
  color: ${colors.textMuted.value};
}
.note-body { text-align: start; }
.note-body :where(p, ul, ol, blockquote, pre, table, h3, h4, h5, h6) { margin: 0; }
.note-body > * + * { margin-block-start: ${space[3].value}; }
.note-body h3 { font-size: ${fontSizes[4].value}; }
.note-body :where(h4, h5, h6) { font-size: ${fontSizes[3].value}; }
.note-body :where(ul, ol) { padding-inline-start: ${space[5].value}; }
.note-body li + li { margin-block-start: ${space[1].value}; }
.note-body blockquote {
  padding-inline-start: ${space[3].value};
  border-inline-start: 3px solid ${colors.borderStrong.value};
  color: ${colors.textMuted.value};
}
.note-body a { color: ${colors.primary.value}; }
.note-body img { max-width: 100%; height: auto; }
.note-body hr { border: none; border-block-start: 1px solid ${colors.border.value}; }
code, pre { direction: ltr; unicode-bidi: isolate; font-family: ${fonts.mono.value}; }
code {
  padding-inline: ${space[1].value};
  border-radius: ${radii.sm.value};
  background: ${colors.surfaceMuted.value};
  font-size: 0.9em;
}
pre {
  padding: ${space[3].value};
  border-radius: ${radii.md.value};
  background: ${colors.surfaceMuted.value};
  text-align: left;
  white-space: pre-wrap;
}
pre code { padding: 0; background: transparent; }
.scroll { overflow-x: auto; }
table { border-collapse: collapse; font-size: ${fontSizes[2].value}; }
th, td {
  padding: ${space[1].value} ${space[2].value};
  border: 1px solid ${colors.border.value};
  text-align: start;
  vertical-align: top;
}
th { background: ${colors.surfaceMuted.value}; }
.math-inline, .math-display { direction: ltr; unicode-bidi: isolate; }
.math-display {
  display: block;
  overflow-x: auto;
  overflow-y: hidden;
  padding-block: ${space[1].value};
  text-align: center;
}
math { font-size: 1.1em; }
.katex-error { color: ${colors.danger.value}; }
@media print {
  body { background: ${colors.surface.value}; }
  main { max-width: none; padding: 0; }
  article { break-inside: avoid; border-color: ${colors.borderStrong.value}; }
  .scroll, .math-display { overflow: visible; }
}
`.trim();
}
