/**
 * What comparing a student's answer with the verified solution found, in the student's language: whether the
 * answer is right, what differs and the likely misconception behind it, and the first step of the verified
 * solution where the student's work departs from it (when that can be told). Also the generic relations between
 * a wrong number and the right one (sign, reciprocal, a power of ten, a small factor) shared by every diagnoser.
 */
import { say, type TutorLanguage } from '../offline/math/language';
import type { Solution } from '../offline/solution';
import type { ApproximateNumber } from './sampling';
import { sameNumber } from './sampling';

export interface Finding {
  /** `unread`: no answer of the expected form could be read from what the student wrote. */
  verdict: 'correct' | 'wrong' | 'unread';
  /** What differs between the student's answer and the verified one (markdown, maths in $…$). */
  whatIsWrong: string;
  /** The likely misconception behind it. */
  misconception: string;
  /** Index into solution.steps of the first step where the student's work departs, when it can be told. */
  divergentStep?: number;
}

/** A named mistake: what it is, the idea behind it, and the verified step where it happens (when known). */
export interface Explanation {
  what: string;
  misconception: string;
  step?: number;
}

export interface DiagnosisInput {
  question: string;
  wrongAnswer: string;
  solution: Solution;
  language: TutorLanguage;
}

export type Relation =
  | { kind: 'negated' }
  | { kind: 'reciprocal' }
  | { kind: 'power-of-ten'; exponent: number }
  | { kind: 'factor'; factor: number };

const SMALL_FACTORS = [2, 3, 4, 0.5, 1 / 3, 0.25];

/** How a wrong value relates to the right one, when it is one of the usual slips; null otherwise. */
export function relationBetween(student: ApproximateNumber, correct: ApproximateNumber): Relation | null {
  if (correct.value === 0 || student.value === 0) return null;
  const scaled = (factor: number): ApproximateNumber => ({ value: correct.value * factor, tolerance: correct.tolerance * Math.abs(factor) });
  if (sameNumber(student, scaled(-1))) return { kind: 'negated' };
  if (Math.abs(correct.value) !== 1 && sameNumber(student, { value: 1 / correct.value, tolerance: correct.tolerance / correct.value ** 2 })) return { kind: 'reciprocal' };
  for (let exponent = -9; exponent <= 9; exponent += 1) {
    if (exponent !== 0 && sameNumber(student, scaled(10 ** exponent))) return { kind: 'power-of-ten', exponent };
  }
  const factor = SMALL_FACTORS.find((candidate) => sameNumber(student, scaled(candidate)));
  return factor === undefined ? null : { kind: 'factor', factor };
}

/** A factor as LaTeX: 2, \frac{1}{3}. */
export function factorLatex(factor: number): string {
  if (factor >= 1) return String(Math.round(factor * 1000) / 1000);
  return `\\frac{1}{${Math.round(1 / factor)}}`;
}

/** The sentence that names a relation ("…is the right value with the opposite sign") and its usual cause. */
export function describeRelation(relation: Relation, language: TutorLanguage): { what: string; misconception: string } {
  switch (relation.kind) {
    case 'negated':
      return {
        what: say(language, 'It has the right size but the opposite sign: a sign error.', 'قيمتها صحيحة في المقدار لكن إشارتها معكوسة: خطأ في الإشارة.'),
        misconception: say(
          language,
          'A sign is lost when a term moves to the other side without changing its sign, when a negative is multiplied or divided, or when brackets after a minus are removed.',
          'تضيع الإشارة عادةً عند نقل حد إلى الطرف الآخر دون تغيير إشارته، أو عند الضرب أو القسمة في عدد سالب، أو عند فك قوس مسبوق بإشارة سالب.',
        ),
      };
    case 'reciprocal':
      return {
        what: say(language, 'It is the reciprocal of the right value: the division was done the wrong way round.', 'إجابتك هي مقلوب القيمة الصحيحة: القسمة تمت بالعكس.'),
        misconception: say(
          language,
          'When a relation is rearranged, it is easy to put the wrong quantity in the numerator. Check which quantity the formula divides by.',
          'عند إعادة ترتيب العلاقة يسهل وضع الكمية الخطأ في البسط. راجع على أي كمية تكون القسمة في القانون.',
        ),
      };
    case 'power-of-ten':
      return {
        what: say(
          language,
          `It is off by a factor of $10^{${relation.exponent}}$: a power-of-ten slip.`,
          `إجابتك تختلف عن الصحيحة بمعامل $10^{${relation.exponent}}$: خطأ في قوى العشرة.`,
        ),
        misconception: say(
          language,
          'A power-of-ten slip usually comes from a unit prefix (milli-, kilo-, centi-) that was not converted, or a misplaced decimal point.',
          'خطأ قوى العشرة يأتي عادةً من بادئة وحدة لم تُحوَّل (مللي، كيلو، سنتي) أو من فاصلة عشرية في غير مكانها.',
        ),
      };
    case 'factor':
      return {
        what: say(
          language,
          `It is $${factorLatex(relation.factor)}$ times the right value: a factor was lost or added.`,
          `إجابتك تساوي $${factorLatex(relation.factor)}$ مضروبًا في القيمة الصحيحة: ضاع معامل أو أُضيف.`,
        ),
        misconception: say(
          language,
          'A constant factor in the rule (such as the $\\frac{1}{2}$ in a formula, the exponent brought down, or the division by $2a$) was left out or used twice.',
          'معامل ثابت في القاعدة (مثل $\\frac{1}{2}$ في القانون، أو الأس الذي ينزل، أو القسمة على $2a$) تم إهماله أو استخدامه مرتين.',
        ),
      };
  }
}

/** The generic "an arithmetic slip" reading when no particular pattern explains the difference. */
export function arithmeticSlip(language: TutorLanguage): string {
  return say(
    language,
    'The method may be right, but a calculation along the way went wrong: an arithmetic slip, or a value copied incorrectly from one line to the next.',
    'قد تكون الطريقة صحيحة، لكن عملية حسابية في الطريق أخطأت: خطأ حسابي، أو قيمة نُقلت خطأً من سطر إلى الذي يليه.',
  );
}
