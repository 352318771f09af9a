/**
 * What the tutor's maths delimiters become before remark-math reads them: every delimiter a model uses is
 * accepted, a dollar next to a price stays text, and code is never touched.
 */
import { describe, expect, it } from 'vitest';
import { normaliseMathDelimiters } from './mathDelimiters';

describe('normaliseMathDelimiters', () => {
  it('keeps inline $x^2$ as maths inside Arabic text', () => {
    expect(normaliseMathDelimiters('مربع العدد $x^2$ دائمًا موجب')).toBe('مربع العدد $x^2$ دائمًا موجب');
  });

  it('escapes the dollars of "costs $5 and $10" so no formula appears', () => {
    expect(normaliseMathDelimiters('It costs $5 and $10.')).toBe('It costs \\$5 and \\$10.');
  });

  it('escapes a lone price "$5" and leaves "99 جنيه" alone', () => {
    expect(normaliseMathDelimiters('الاشتراك 99 جنيه، أي حوالي $5 فقط')).toBe('الاشتراك 99 جنيه، أي حوالي \\$5 فقط');
  });

  it('treats a dollar written after the number ("5$") as money', () => {
    expect(normaliseMathDelimiters('الكتاب بـ 5$ والقلم بـ 3$')).toBe('الكتاب بـ 5\\$ والقلم بـ 3\\$');
  });

  it('tells a price from a formula on the same line', () => {
    expect(normaliseMathDelimiters('I paid $5, then solved $x + 1 = 6$.')).toBe('I paid \\$5, then solved $x + 1 = 6$.');
  });

  it('keeps a formula that starts with a number', () => {
    expect(normaliseMathDelimiters('$2x + 3 = 7$ gives $x = 2$')).toBe('$2x + 3 = 7$ gives $x = 2$');
  });

  it('turns \\( \\) into single dollars', () => {
    expect(normaliseMathDelimiters('where \\( a \\neq 0 \\) holds')).toBe('where $a \\neq 0$ holds');
  });

  it('puts \\[ \\] standing alone on a line onto display-maths lines', () => {
    expect(normaliseMathDelimiters('القانون العام:\n\\[x = \\frac{-b}{2a}\\]\nحيث')).toBe(
      'القانون العام:\n$$\nx = \\frac{-b}{2a}\n$$\nحيث',
    );
  });

  it('puts a one-line $$…$$ onto display-maths lines', () => {
    expect(normaliseMathDelimiters('$$\\frac{-b \\pm \\sqrt{b^2-4ac}}{2a}$$')).toBe(
      '$$\n\\frac{-b \\pm \\sqrt{b^2-4ac}}{2a}\n$$',
    );
  });

  it('keeps a display block spread over lines, converting a \\[ opener and \\] closer', () => {
    expect(normaliseMathDelimiters('\\[\n a^2 + b^2 = c^2\n\\]')).toBe('$$\n a^2 + b^2 = c^2\n$$');
    expect(normaliseMathDelimiters('$$\nE = mc^2 $5\n$$')).toBe('$$\nE = mc^2 $5\n$$');
  });

  it('leaves an inline $$…$$ inside a sentence as it is', () => {
    expect(normaliseMathDelimiters('the value $$x$$ costs $5')).toBe('the value $$x$$ costs \\$5');
  });

  it('never touches code spans or fenced code', () => {
    expect(normaliseMathDelimiters('run `echo $HOME $5` now')).toBe('run `echo $HOME $5` now');
    const fenced = '```bash\necho $PATH costs $5\n\\(x\\)\n```\nafter $5';
    expect(normaliseMathDelimiters(fenced)).toBe('```bash\necho $PATH costs $5\n\\(x\\)\n```\nafter \\$5');
  });

  it('leaves an already escaped dollar as it is', () => {
    expect(normaliseMathDelimiters('price \\$5')).toBe('price \\$5');
  });
});
