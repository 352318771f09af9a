/**
 * Arithmetic with the order of operations, exact trig values of standard angles (degrees and radians) and the
 * evaluateExpression calculator.
 */
import { describe, expect, it } from 'vitest';
import { evaluateExpression, solveMath } from './index';

const answerOf = (text: string, language: 'ar' | 'en'): string | undefined => solveMath(text, language)?.answer;

describe('arithmetic', () => {
  it.each([
    ['what is 2 + 3 × 4^2', '$2 + 3 \\times 4^{2} = 50$'],
    ['what is 15% of 80', '$15\\% \\times 80 = 12$'],
    ['calculate (2/3) ÷ (4/9)', '$\\frac{2}{3} \\div \\frac{4}{9} = \\frac{3}{2} \\approx 1.5$'],
    ['calculate 2^3 × 3 - 4 ÷ 2', '$2^{3} \\times 3 - \\frac{4}{2} = 22$'],
    ['evaluate sqrt(12) + sqrt(27)', '$\\sqrt{12} + \\sqrt{27} = 5\\sqrt{3} \\approx 8.660254$'],
    ['what is 1.5 + 2.25', '$1.5 + 2.25 = 3.75$'],
    ['calculate 5!', '$5! = 120$'],
  ])('English: %s', (text, answer) => {
    expect(answerOf(text, 'en')).toBe(answer);
  });

  it.each([
    ['احسب 3/4 + 5/6', '$\\frac{3}{4} + \\frac{5}{6} = \\frac{19}{12} \\approx 1.583333$'],
    ['٢٠٪ من ٣٥٠', '$20\\% \\times 350 = 70$'],
    ['احسب ٥ × (٣ + ٤)', '$5\\left(3 + 4\\right) = 35$'],
    ['احسب ٢^١٠', '$2^{10} = 1024$'],
    ['احسب √١٢ + √٢٧', '$\\sqrt{12} + \\sqrt{27} = 5\\sqrt{3} \\approx 8.660254$'],
    ['احسب ٢/٣ ÷ ٤/٩', '$\\frac{2}{3} \\div \\frac{4}{9} = \\frac{3}{2} \\approx 1.5$'],
    ['احسب (٢ + ٣)² − ٤ × ٥', '$\\left(2 + 3\\right)^{2} - 4 \\times 5 = 5$'],
    ['احسب ١٥٪ من ٢٠٠', '$15\\% \\times 200 = 30$'],
    ['احسب ٣٫٥ + ١٫٥', '$3.5 + 1.5 = 5$'],
    ['احسب ٢√٣ × √٣', '$2 \\times \\sqrt{3} \\times \\sqrt{3} = 6$'],
  ])('Arabic: %s', (text, answer) => {
    expect(answerOf(text, 'ar')).toBe(answer);
  });

  it('works through the order of operations one level at a time', () => {
    const steps = solveMath('what is 2 + 3 × 4^2', 'en')!.steps.map((step) => step.text);
    expect(steps.slice(1)).toEqual([
      'Powers, roots and functions: $2 + 3 \\times 4^{2} = 2 + 3 \\times 16$',
      'Multiplication and division, left to right: $2 + 3 \\times 16 = 2 + 48$',
      'Addition and subtraction: $2 + 48 = 50$',
    ]);
  });

  it('adds fractions over a common denominator', () => {
    expect(solveMath('احسب 3/4 + 5/6', 'ar')!.steps[1]!.text).toContain('\\frac{9}{12} + \\frac{10}{12}');
  });
});

describe('trigonometric values of standard angles', () => {
  it.each([
    ['sin 60°', '$\\sin 60^{\\circ} = \\frac{\\sqrt{3}}{2} \\approx 0.866$'],
    ['cos(pi/3)', '$\\cos 60^{\\circ} = \\frac{1}{2}$'],
    ['tan 135°', '$\\tan 135^{\\circ} = -1$'],
    ['sin 150°', '$\\sin 150^{\\circ} = \\frac{1}{2}$'],
    ['sin(3pi/4)', '$\\sin 135^{\\circ} = \\frac{\\sqrt{2}}{2} \\approx 0.7071$'],
    ['sec 60', '$\\sec 60^{\\circ} = 2$'],
    ['sin 20°', '$\\sin 20^{\\circ} \\approx 0.342$'],
  ])('English: %s', (text, answer) => {
    expect(answerOf(text, 'en')).toBe(answer);
  });

  it.each([
    ['جا ٣٠', '$\\sin 30^{\\circ} = \\frac{1}{2}$'],
    ['جتا ٦٠', '$\\cos 60^{\\circ} = \\frac{1}{2}$'],
    ['ظا ٤٥', '$\\tan 45^{\\circ} = 1$'],
    ['ظا ٦٠', '$\\tan 60^{\\circ} = \\sqrt{3} \\approx 1.7321$'],
    ['قيمة جا ٢١٠', '$\\sin 210^{\\circ} = -\\frac{1}{2}$'],
    ['جتا ١٨٠', '$\\cos 180^{\\circ} = -1$'],
    ['ظا ٩٠', '$\\tan 90^{\\circ}$ غير معرفة'],
    ['جا ١٢٠', '$\\sin 120^{\\circ} = \\frac{\\sqrt{3}}{2} \\approx 0.866$'],
    ['جتا ٤٥', '$\\cos 45^{\\circ} = \\frac{\\sqrt{2}}{2} \\approx 0.7071$'],
    ['ظا ٣٠', '$\\tan 30^{\\circ} = \\frac{\\sqrt{3}}{3} \\approx 0.5774$'],
    ['جا (ط/٦)', '$\\sin 30^{\\circ} = \\frac{1}{2}$'],
  ])('Arabic: %s', (text, answer) => {
    expect(answerOf(text, 'ar')).toBe(answer);
  });

  it('reduces an angle to its reference angle with the sign of its quadrant', () => {
    const step = solveMath('قيمة جا ٢١٠', 'ar')!.steps[0]!.text;
    expect(step).toContain('الربع الثالث');
    expect(step).toContain('\\sin 210^{\\circ} = -\\sin 30^{\\circ}');
  });

  it('converts radians to degrees first', () => {
    expect(solveMath('cos(pi/3)', 'en')!.steps[0]!.text).toContain('\\frac{\\pi}{3} = 60^{\\circ}');
  });
});

describe('evaluateExpression (the calculator tool)', () => {
  it.each([
    ['3/4 + 5/6', '\\frac{3}{4} + \\frac{5}{6} = \\frac{19}{12} \\approx 1.583333', '1.5833333333'],
    ['sqrt(12)', '\\sqrt{12} = 2\\sqrt{3} \\approx 3.464102', '3.4641016151'],
    ['sin(pi/6)', '\\sin\\left(\\frac{\\pi}{6}\\right) = \\frac{1}{2} \\approx 0.5', '0.5'],
    ['sin(30°)', '\\sin 30^{\\circ} = \\frac{1}{2} \\approx 0.5', '0.5'],
    ['2^10', '2^{10} = 1024', '1024'],
    ['1/3', '\\frac{1}{3} \\approx 0.333333', '0.3333333333'],
    ['ln(2)', '\\ln 2 \\approx 0.693147', '0.6931471806'],
    ['٣ × ٤ + ٥', '3 \\times 4 + 5 = 17', '17'],
  ])('%s', (expression, latex, value) => {
    expect(evaluateExpression(expression)).toEqual({ latex, value });
  });

  it('reads a plain trig argument as radians, like a calculator', () => {
    expect(evaluateExpression('sin(1)')?.value).toBe('0.8414709848');
  });

  it.each(['x + 1', '10 / 0', 'sqrt(-4)', 'hello', ''])('returns null for %j', (expression) => {
    expect(evaluateExpression(expression)).toBeNull();
  });
});
