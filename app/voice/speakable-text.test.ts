/**
 * What the voice says for a tutor reply, in Arabic and English: no markdown or TeX characters, formulas read as
 * a teacher reads them, code announced, one sentence-ending line per block.
 */
import { describe, expect, it } from 'vitest';
import { toSpeakableText } from './speakable-text';
import { speakTex } from './speak-tex';
import { speechVocabulary } from './speech-vocabulary';

const english = speechVocabulary('en');
const arabic = speechVocabulary('ar');

describe('speakTex', () => {
  it('reads powers: squared, cubed, and any other exponent', () => {
    expect(speakTex('x^2', english)).toBe('x squared');
    expect(speakTex('x^3', english)).toBe('x cubed');
    expect(speakTex('e^{-x}', english)).toBe('e to the power of minus x');
    expect(speakTex('س^2', arabic)).toBe('س تربيع');
    expect(speakTex('x^{10}', arabic)).toBe('x أس 10');
  });

  it('reads fractions, roots and comparisons', () => {
    expect(speakTex('\\frac{a}{b}', english)).toBe('a over b');
    expect(speakTex('\\frac{a}{b}', arabic)).toBe('a على b');
    expect(speakTex('\\sqrt{16} = 4', english)).toBe('the square root of 16 equals 4');
    expect(speakTex('\\sqrt{16} = 4', arabic)).toBe('الجذر التربيعي لـ 16 يساوي 4');
    expect(speakTex('\\sqrt[3]{27}', english)).toBe('the cube root of 27');
    expect(speakTex('a \\neq 0', english)).toBe('a is not equal to 0');
    expect(speakTex('x \\geq 2', arabic)).toBe('x أكبر من أو يساوي 2');
  });

  it('reads the quadratic formula', () => {
    expect(speakTex('x = \\frac{-b \\pm \\sqrt{b^2-4ac}}{2a}', english)).toBe(
      'x equals minus b plus or minus the square root of b squared minus 4 a c over 2 a',
    );
    expect(speakTex('x = \\frac{-b \\pm \\sqrt{b^2-4ac}}{2a}', arabic)).toBe(
      'x يساوي ناقص b زائد أو ناقص الجذر التربيعي لـ b تربيع ناقص 4 a c على 2 a',
    );
  });

  it('names Greek letters and trigonometric functions', () => {
    expect(speakTex('\\sin\\theta + \\cos\\theta', english)).toBe('sine theta plus cosine theta');
    expect(speakTex('\\sin\\theta + \\cos\\theta', arabic)).toBe('جا ثيتا زائد جتا ثيتا');
    expect(speakTex('\\Delta v = a \\Delta t', arabic)).toBe('دلتا v يساوي a دلتا t');
    expect(speakTex('2\\pi r', english)).toBe('2 pi r');
  });

  it('reads sums, integrals and limits with their bounds', () => {
    expect(speakTex('\\sum_{k=1}^{n} k', english)).toBe('the sum from k equals 1 to n of k');
    expect(speakTex('\\int_0^1 x\\,dx', english)).toBe('the integral from 0 to 1 of x d x');
    expect(speakTex('\\lim_{x \\to 0} \\frac{\\sin x}{x}', english)).toBe('the limit as x tends to 0 of sine x over x');
    expect(speakTex('\\lim_{x \\to 0} f(x)', arabic)).toBe('نهاية عندما x تؤول إلى 0 لـ f x');
  });

  it('reads units and words in \\text as words, and a reaction arrow as "gives"', () => {
    expect(speakTex('v = 5\\,\\text{m/s}', english)).toBe('v equals 5 m over s');
    expect(speakTex('F = 20\\,\\mathrm{N}', arabic)).toBe('F يساوي 20 N');
    expect(speakTex('2H_2 + O_2 \\rightarrow 2H_2O', english)).toBe('2 H sub 2 plus O sub 2 gives 2 H sub 2 O');
    expect(speakTex('30^\\circ', arabic)).toBe('30 درجة');
  });

  it('never leaves TeX syntax behind', () => {
    const spoken = speakTex('\\left( \\frac{1}{2} \\right)^{2} + \\vec{F}_{net} \\cdot \\hat{n} + \\unknown{y}', english);
    expect(spoken).not.toMatch(/[\\{}^_$]/);
    expect(spoken).toBe('1 over 2 squared plus vector F sub n e t times n plus y');
    expect(speakTex('\\constructor + toString', english)).toBe('plus t o S t r i n g');
  });
});

describe('toSpeakableText', () => {
  const arabicReply = `## حل المعادلة التربيعية

المعادلة التربيعية هي $ax^2 + bx + c = 0$ حيث $a \\neq 0$.

نستخدم **القانون العام**:

$$x = \\frac{-b \\pm \\sqrt{b^2-4ac}}{2a}$$

1. احسب المميز
2. عوّض في القانون

| القانون | الصيغة |
| --- | --- |
| نيوتن الثاني | $F = ma$ |

\`\`\`python
print(x ** 2)
\`\`\``;

  it('reads an Arabic reply with no markdown or TeX characters', () => {
    const spoken = toSpeakableText(arabicReply, 'ar');
    expect(spoken).not.toMatch(/[#*|$\\{}^_`]/);
    expect(spoken.split('\n')).toEqual([
      'حل المعادلة التربيعية.',
      'المعادلة التربيعية هي a x تربيع زائد b x زائد c يساوي 0 حيث a لا يساوي 0.',
      'نستخدم القانون العام:',
      'x يساوي ناقص b زائد أو ناقص الجذر التربيعي لـ b تربيع ناقص 4 a c على 2 a.',
      '١، احسب المميز.',
      '٢، عوّض في القانون.',
      'القانون، الصيغة.',
      'نيوتن الثاني، F يساوي m a.',
      'يوجد هنا مثال برمجي معروض على الشاشة.',
    ]);
  });

  it('reads an English reply, announcing code instead of spelling it', () => {
    const spoken = toSpeakableText(
      '# Energy\n\nEinstein: \\(E = mc^2\\). Remember *units*!\n\n- mass in kg\n- speed in m/s\n\n```js\nconst e = m * c ** 2;\n```',
      'en',
    );
    expect(spoken.split('\n')).toEqual([
      'Energy.',
      'Einstein: E equals m c squared. Remember units!',
      'mass in kg.',
      'speed in m/s.',
      'There is a code example here; it is shown on the screen.',
    ]);
  });

  it('reads maths written in plain text, and money as money', () => {
    expect(toSpeakableText('ق = ك × ج، و x^2 أكبر من 4', 'ar')).toBe('ق يساوي ك ضرب ج، و x تربيع أكبر من 4.');
    expect(toSpeakableText('A book costs $5 and a pen $10; 5 - 3 = 2', 'en')).toBe(
      'A book costs 5 dollars and a pen 10 dollars; 5 minus 3 equals 2.',
    );
    expect(toSpeakableText('Area = πr²', 'en')).toBe('Area equals pi r squared.');
  });

  it('drops raw HTML and keeps a link’s words', () => {
    expect(toSpeakableText('See <b>this</b> [the docs](https://example.com) now', 'en')).toBe('See this the docs now.');
  });
});
