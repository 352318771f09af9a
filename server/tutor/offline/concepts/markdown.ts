/**
 * The template tag the concept notes are written with: raw (LaTeX backslashes such as `\frac` stay literal) and
 * dedented, so a note can be indented like the code around it and still be plain markdown.
 */
export function md(strings: TemplateStringsArray, ...values: readonly unknown[]): string {
  const lines = String.raw({ raw: strings.raw }, ...values).split('\n');
  while (lines.length > 0 && lines[0]!.trim() === '') lines.shift();
  while (lines.length > 0 && lines[lines.length - 1]!.trim() === '') lines.pop();
  const indents = lines.filter((line) => line.trim() !== '').map((line) => line.length - line.trimStart().length);
  const commonIndent = indents.length > 0 ? Math.min(...indents) : 0;
  return lines.map((line) => line.slice(commonIndent).trimEnd()).join('\n');
}
