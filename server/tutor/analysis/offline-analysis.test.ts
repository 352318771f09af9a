/**
 * The offline wrong-answer analysis on real problems in Arabic and English: the verified answer is found by the
 * solvers, the student's answer is compared with it, the mistake and where it starts are named, a right answer is
 * called right, concept questions get the note's idea, and every practice question is one the solver really solves
 * with the answer shown.
 */
import { describe, expect, it } from 'vitest';
import { WrongAnswerAnalysisSchema, type WrongAnswerAnalysis } from '../../../contract/learning';
import { latexToPlain } from './latex-maths';
import { analyseWrongAnswerOffline, analysisLanguage, solveQuestion } from './offline-analysis';

const ARABIC_LETTER = /[\u0621-\u064A]/;
const LATIN_WORD = /\b[A-Za-z]{4,}\b/;

function analyse(question: string, wrongAnswer: string, pageLanguage: 'ar' | 'en' = 'en'): WrongAnswerAnalysis {
  const analysis = analyseWrongAnswerOffline({ question, wrongAnswer, pageLanguage });
  expect(WrongAnswerAnalysisSchema.parse(analysis)).toEqual(analysis);
  for (const text of Object.values(analysis)) expect(text.trim()).not.toBe('');
  return analysis;
}

/** Prose outside maths and LaTeX, to check which language the analysis is written in. */
function prose(analysis: WrongAnswerAnalysis): string {
  return Object.values(analysis)
    .join('\n')
    .replace(/\$\$[\s\S]*?\$\$|\$[^$]*\$/g, ' ');
}

function expectArabic(analysis: WrongAnswerAnalysis): void {
  expect(prose(analysis)).toMatch(ARABIC_LETTER);
  expect(prose(analysis).replace(/\b(?:SI|DEG)\b/g, '')).not.toMatch(LATIN_WORD);
}

function expectEnglish(analysis: WrongAnswerAnalysis): void {
  expect(prose(analysis)).not.toMatch(ARABIC_LETTER);
}

/** The practice question, read as the student reads it, is solved by the offline solver with the answer shown. */
function expectSolvablePractice(analysis: WrongAnswerAnalysis, language: 'ar' | 'en'): void {
  const [question, shownAnswer] = analysis.practiceQuestion.split('\n\n');
  const typed = question!.replace(/\$([^$]+)\$/g, (_span, latex: string) => latexToPlain(latex));
  const solution = solveQuestion(typed, language, undefined);
  expect(solution, `the practice question "${question}" is solvable`).not.toBeNull();
  expect(shownAnswer).toContain(solution!.answer);
}

describe('offline wrong-answer analysis', () => {
  describe('equations', () => {
    it('a wrong root of a quadratic is shown not to satisfy the equation, and named as a sign error', () => {
      const analysis = analyse('Solve x^2 - 5x + 6 = 0', 'x = 2 or x = -3');
      expect(analysis.whatIsWrong).toContain('$x = 2$ or $x = 3$');
      expect(analysis.whatIsWrong).toContain('Substituting $x = -3$ gives $30$ on the left and $0$ on the right');
      expect(analysis.whatIsWrong).toMatch(/opposite sign/);
      expect(analysis.correctMethod).toContain('$\\left(x - 2\\right)\\left(x - 3\\right) = 0$');
      expectEnglish(analysis);
      expectSolvablePractice(analysis, 'en');
    });

    it('both roots of a quadratic with the wrong sign point to reading the roots off the factors (Arabic)', () => {
      const analysis = analyse('حل المعادلة س^2 - 5س + 6 = 0', 'س = -٢ أو س = -٣', 'ar');
      expect(analysis.whatIsWrong).toContain('كلا الجذرين');
      expect(analysis.whatIsWrong).toContain('الخطوة 2');
      expect(analysis.misconception).toContain('$(x - 2)$');
      expectArabic(analysis);
      expectSolvablePractice(analysis, 'ar');
    });

    it('a missing root of x² = 9 is called incomplete, pointing at the ± step', () => {
      const analysis = analyse('Solve x^2 = 9', 'x = 3');
      expect(analysis.whatIsWrong).toContain('incomplete');
      expect(analysis.whatIsWrong).toContain('$x = -3$');
      expect(analysis.whatIsWrong).toMatch(/step 4 .*\\pm 3/);
      expect(analysis.misconception).toContain('$\\pm$');
    });

    it('a sign slip in a linear equation is traced to moving the number across without changing its sign', () => {
      const analysis = analyse('Solve 2x + 3 = 11', 'x = 7');
      expect(analysis.whatIsWrong).toContain('The verified root is $x = 4$');
      expect(analysis.whatIsWrong).toContain('moving $3$ to the other side without changing its sign');
      expect(analysis.whatIsWrong).toMatch(/step 2 of the correct method/);
      expect(analysis.correctMethod).toContain('$2x = 11 - 3 \\Rightarrow 2x = 8$');
      expectEnglish(analysis);
      expectSolvablePractice(analysis, 'en');
    });

    it('a sign slip in a linear equation, in Arabic with س', () => {
      const analysis = analyse('حل المعادلة 3س - 5 = 2س + 1', 'س = -4', 'ar');
      expect(analysis.whatIsWrong).toContain('الجذر الصحيح: $x = 6$');
      expect(analysis.whatIsWrong).toContain('دون تغيير إشارته');
      expectArabic(analysis);
    });

    it('swapped values in a system of two equations are recognised', () => {
      const analysis = analyse('solve 2x + y = 7 and x - y = -1', 'x = 3, y = 2');
      expect(analysis.whatIsWrong).toContain('swapped');
      expect(analysis.whatIsWrong).toContain('$x = 2$, $y = 3$');
      expectSolvablePractice(analysis, 'en');
    });
  });

  describe('calculus', () => {
    it('a wrong derivative names the term that is missing and the step that produces it', () => {
      const analysis = analyse('Differentiate x^3 + 2x', '3x^2');
      expect(analysis.whatIsWrong).toContain('The right answer is $3x^{2} + 2$');
      expect(analysis.whatIsWrong).toContain('The constant term differs');
      expect(analysis.whatIsWrong).toMatch(/step 4 .*\\left\(2x\\right\) = 2/);
      expect(analysis.misconception).toContain('$kx$');
      expectSolvablePractice(analysis, 'en');
    });

    it('a derivative that keeps the constant term (Arabic)', () => {
      const analysis = analyse('اشتق 3س^2 + 5', '6س + 5', 'ar');
      expect(analysis.whatIsWrong).toContain('الحد الثابت $5$ بقي في الإجابة');
      expect(analysis.misconception).toContain('الثوابت تختفي');
      expectArabic(analysis);
      expectSolvablePractice(analysis, 'ar');
    });

    it('the power rule without bringing the exponent down', () => {
      const analysis = analyse('Differentiate x^3 + x^2', 'x^2 + x');
      expect(analysis.whatIsWrong).toContain('the exponent was not brought down');
      expect(analysis.misconception).toContain('n\\,x^{n-1}');
    });

    it('the chain rule without the inner derivative', () => {
      const analysis = analyse('Find the derivative of sin(2x)', 'cos(2x)');
      expect(analysis.whatIsWrong).toContain('$0.5$ times the right one');
      expect(analysis.misconception).toContain('chain rule');
      expect(analysis.whatIsWrong).toMatch(/step 2 .*Chain rule/);
    });

    it('an antiderivative without + C is right but incomplete', () => {
      const analysis = analyse('integrate 2x dx', 'x^2');
      expect(analysis.whatIsWrong).toContain('constant of integration is missing');
      expect(analysis.whatIsWrong).toContain('$x^{2} + C$');
    });
  });

  describe('physics', () => {
    it('a unit mistake: the right number in amperes where volts are asked', () => {
      const analysis = analyse('A current of 2 A flows through a 10 ohm resistor. Find the voltage.', '20 A');
      expect(analysis.whatIsWrong).toContain('the unit is not');
      expect(analysis.whatIsWrong).toContain('$V = 20\\ \\text{V}$');
      expect(analysis.whatIsWrong).toContain('$20\\ \\text{A}$');
      expectSolvablePractice(analysis, 'en');
    });

    it('a given left in mA is found from the size of the wrong answer (Arabic)', () => {
      const analysis = analyse('تيار شدته 200 mA يمر في مقاومة 5 kΩ. احسب فرق الجهد', '1000000 فولت', 'ar');
      expect(analysis.whatIsWrong).toContain('$200\\ \\text{mA}$ دون تحويلها');
      expect(analysis.whatIsWrong).toContain('الخطوة 2');
      expectArabic(analysis);
      expectSolvablePractice(analysis, 'ar');
    });

    it('a speed in km/h used as if it were m/s', () => {
      const analysis = analyse('A car moves at 72 km/h for 10 s. Find the distance.', '720 m');
      expect(analysis.whatIsWrong).toContain('$72\\ \\text{km/h}$ without converting it');
    });

    it('the same value in another unit of the same kind is right', () => {
      const analysis = analyse('A current of 2 A flows through a 10 ohm resistor. Find the voltage.', '0.02 kV');
      expect(analysis.whatIsWrong).toContain('actually right');
    });

    it('a number without its unit is incomplete', () => {
      const analysis = analyse('A current of 2 A flows through a 10 ohm resistor. Find the voltage.', '20');
      expect(analysis.whatIsWrong).toContain('the unit is missing');
    });

    it('multiplying where the law divides (F = ma solved for a)', () => {
      const analysis = analyse('A force of 10 N acts on a mass of 2 kg. Find the acceleration.', '20 m/s^2');
      expect(analysis.whatIsWrong).toContain('$10 \\times 2$');
      expect(analysis.whatIsWrong).toMatch(/step 2 .*F = m\\,a/);
    });

    it('g = 10 instead of 9.8 is said to be a choice of g, not a wrong method', () => {
      const analysis = analyse('What is the weight of a 10 kg mass', '100 N');
      expect(analysis.whatIsWrong).toContain('$g = 10\\ \\text{m/s}^{2}$');
      expect(analysis.misconception).toContain('not a mistake in method');
    });
  });

  describe('chemistry', () => {
    it('a wrong molar mass that ignores the subscripts (Arabic)', () => {
      const analysis = analyse('احسب الكتلة المولية لـ H2SO4', '49 جم/مول', 'ar');
      expect(analysis.whatIsWrong).toContain('98\\ \\text{g/mol}');
      expect(analysis.whatIsWrong).toContain('إهمال الأرقام السفلية');
      expectArabic(analysis);
      expectSolvablePractice(analysis, 'ar');
    });

    it('a wrong molar mass that counts one O in Ca(OH)2', () => {
      const analysis = analyse('Find the molar mass of Ca(OH)2', '58 g/mol');
      expect(analysis.whatIsWrong).toContain('one O atom, but the formula has 2');
    });

    it('an unbalanced equation names the element that does not balance', () => {
      const analysis = analyse('Balance H2 + O2 -> H2O', 'H2 + O2 -> H2O');
      expect(analysis.whatIsWrong).toContain('O: 2 on the left, 1 on the right');
      expect(analysis.whatIsWrong).toContain('2\\,\\mathrm{H_{2}}');
      expectSolvablePractice(analysis, 'en');
    });

    it('moles multiplied instead of divided', () => {
      const analysis = analyse('How many moles are in 36 g of water?', '648 mol');
      expect(analysis.whatIsWrong).toContain('$36 \\times 18$');
    });
  });

  describe('arithmetic and trigonometry', () => {
    it('fractions added top and bottom', () => {
      const analysis = analyse('3/4 + 5/6', '8/10');
      expect(analysis.whatIsWrong).toContain('The right value is $\\frac{19}{12}$');
      expect(analysis.whatIsWrong).toContain('numerators were added together');
      expectSolvablePractice(analysis, 'en');
    });

    it('cos 30° given for sin 30°', () => {
      const analysis = analyse('sin 30', '0.866');
      expect(analysis.whatIsWrong).toContain('cosine of the angle, not its sine');
      expectSolvablePractice(analysis, 'en');
    });
  });

  describe('answers that are right', () => {
    it('a correct answer to a quadratic is flagged as correct', () => {
      const analysis = analyse('Solve x^2 - 5x + 6 = 0', 'x = 3, x = 2');
      expect(analysis.whatIsWrong).toContain('your answer is actually right');
      expect(analysis.misconception).toContain('No misconception');
    });

    it('a correct molar mass in Arabic-Indic digits is flagged as correct (Arabic)', () => {
      const analysis = analyse('احسب الكتلة المولية لـ H2O', '١٨ جم/مول', 'ar');
      expect(analysis.whatIsWrong).toContain('إجابتك صحيحة فعلًا');
      expectArabic(analysis);
    });
  });

  describe('concept questions and the rest', () => {
    it('a concept question explains the correct idea from the notes and asks the note’s own check question', () => {
      const analysis = analyse("What is Ohm's law?", 'Current is proportional to resistance');
      expect(analysis.whatIsWrong).toContain("«Ohm's law and electrical resistance»");
      expect(analysis.correctMethod).toContain("**Ohm's law and electrical resistance**");
      expect(analysis.correctMethod).toContain('$V = IR$');
      expect(analysis.practiceQuestion).toMatch(/\?$/);
      expectEnglish(analysis);
    });

    it('a concept question in Arabic', () => {
      const analysis = analyse('ما هو قانون أوم؟', 'التيار يتناسب طرديا مع المقاومة', 'ar');
      expect(analysis.correctMethod).toContain('قانون أوم');
      expect(analysis.practiceQuestion).toMatch(/؟$/);
      expectArabic(analysis);
    });

    it('an answer with no value to check says so and still gives the verified answer', () => {
      const analysis = analyse('Solve 2x + 3 = 11', 'I think you move the three over');
      expect(analysis.whatIsWrong).toContain("couldn't find a final answer");
      expect(analysis.whatIsWrong).toContain('$x = 4$');
    });

    it('a question it cannot recognise gets honest, generic guidance', () => {
      const analysis = analyse('qwerty zxcv', 'plmokn');
      expect(analysis.whatIsWrong).toContain("couldn't recognise this question");
    });
  });

  it('maths alone does not make an Arabic student’s analysis English', () => {
    expect(analysisLanguage('x^2 - 5x + 6 = 0', 'x = 2', 'ar')).toBe('ar');
    expect(analysisLanguage('x^2 - 5x + 6 = 0', 'x = 2', 'en')).toBe('en');
    expect(analysisLanguage('Solve x^2 - 5x + 6 = 0', 'x = 2', 'ar')).toBe('en');
    expect(analysisLanguage('حل x^2 - 5x + 6 = 0', 'x = 2', 'en')).toBe('ar');
  });
});
