/**
 * Checks a student's balanced chemical equation by counting atoms: balanced with the question's own formulas is
 * right (smallest whole numbers expected), a changed formula breaks the rule that only coefficients may change,
 * and otherwise each element whose atoms differ between the two sides is named with both counts.
 */
import { joinWithAnd, say } from '../offline/math/language';
import { findChemicalEquation } from '../offline/science/chemistry/balance';
import { parseFormula, type ParsedFormula } from '../offline/science/chemistry/formula';
import { normalizeScienceText } from '../offline/science/shared/normalize';
import type { DiagnosisInput, Finding } from './finding';

interface Term {
  coefficient: number;
  formula: ParsedFormula;
}

const ARROW = /⟶|→|⇌|-->|->|=>|=/;

function readSide(text: string): Term[] | null {
  const terms = text.split('+').map((piece) => {
    const match = /^\s*(\d+)?\s*([A-Z([][^\s]*)\s*$/.exec(piece.replace(/[.?!,;:]+\s*$/, ''));
    const formula = match ? parseFormula(match[2]!) : null;
    return match && formula ? { coefficient: Number(match[1] ?? 1), formula } : null;
  });
  return terms.length > 0 && terms.every((term): term is Term => term !== null) ? terms : null;
}

/** The student's equation with its coefficients, or null when none can be read. */
function readStudentEquation(answer: string): { reactants: Term[]; products: Term[] } | null {
  const text = normalizeScienceText(answer);
  const arrow = ARROW.exec(text);
  if (!arrow || arrow.index === undefined) return null;
  const before = text.slice(0, arrow.index).split(':').pop() ?? '';
  const reactants = readSide(before);
  const products = readSide(text.slice(arrow.index + arrow[0].length));
  return reactants && products ? { reactants, products } : null;
}

function atomCounts(terms: readonly Term[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { coefficient, formula } of terms) {
    for (const [element, count] of formula.atoms) counts.set(element, (counts.get(element) ?? 0) + coefficient * count);
  }
  return counts;
}

function greatestCommonDivisor(values: readonly number[]): number {
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  return values.reduce((accumulated, value) => gcd(accumulated, value), 0);
}

export function diagnoseBalance(input: DiagnosisInput): Finding {
  const { language, solution } = input;
  const student = readStudentEquation(input.wrongAnswer);
  const question = findChemicalEquation(normalizeScienceText(input.question));
  if (!student || !question) return { verdict: 'unread', whatIsWrong: '', misconception: '' };
  const right = solution.answer;
  const conservation = say(
    language,
    'Atoms are neither created nor destroyed in a reaction, so each element must have the same number of atoms on both sides. Balance by changing only the coefficients in front of the formulas, never the subscripts inside them.',
    'الذرات لا تفنى ولا تُستحدث في التفاعل، لذلك يجب أن يتساوى عدد ذرات كل عنصر في الطرفين. نزن المعادلة بتغيير المعاملات أمام الصيغ فقط، ولا نغيّر الأرقام السفلية داخل الصيغ أبدًا.',
  );

  const bodies = (formulas: readonly ParsedFormula[]) => formulas.map((formula) => formula.body).sort().join(' ');
  const sameSpecies =
    bodies(student.reactants.map((term) => term.formula)) === bodies(question.reactants) && bodies(student.products.map((term) => term.formula)) === bodies(question.products);
  if (!sameSpecies) {
    return {
      verdict: 'wrong',
      whatIsWrong: say(language, `Some formulas in your equation differ from the question's; the balanced equation is ${right}.`, `بعض الصيغ في معادلتك تختلف عن صيغ السؤال؛ المعادلة الموزونة هي ${right}.`),
      misconception: conservation,
      divergentStep: 0,
    };
  }

  const left = atomCounts(student.reactants);
  const rightSide = atomCounts(student.products);
  const elements = [...new Set([...left.keys(), ...rightSide.keys()])];
  const unbalanced = elements.filter((element) => (left.get(element) ?? 0) !== (rightSide.get(element) ?? 0));
  if (unbalanced.length > 0) {
    const details = unbalanced.map((element) =>
      say(language, `${element}: ${left.get(element) ?? 0} on the left, ${rightSide.get(element) ?? 0} on the right`, `${element}: ${left.get(element) ?? 0} في المتفاعلات و${rightSide.get(element) ?? 0} في النواتج`),
    );
    return {
      verdict: 'wrong',
      whatIsWrong: say(
        language,
        `Your equation is not balanced (${joinWithAnd(details, language)}). The balanced equation is ${right}.`,
        `معادلتك غير موزونة (${joinWithAnd(details, language)}). المعادلة الموزونة هي ${right}.`,
      ),
      misconception: conservation,
      divergentStep: Math.min(1, solution.steps.length - 1),
    };
  }
  const coefficients = [...student.reactants, ...student.products].map((term) => term.coefficient);
  const divisor = greatestCommonDivisor(coefficients);
  if (divisor > 1) {
    return {
      verdict: 'wrong',
      whatIsWrong: say(language, `Your equation is balanced, but its coefficients can all be divided by ${divisor}: ${right}.`, `معادلتك موزونة، لكن كل معاملاتها تقبل القسمة على ${divisor}: ${right}.`),
      misconception: say(language, 'A balanced equation is written with the smallest whole-number coefficients.', 'تُكتب المعادلة الموزونة بأصغر أعداد صحيحة ممكنة للمعاملات.'),
      divergentStep: solution.steps.length - 1,
    };
  }
  return { verdict: 'correct', whatIsWrong: '', misconception: '' };
}
