/**
 * Compares a student's solution of a system of equations with the verified one, variable by variable: swapped
 * values are recognised, and a wrong value is named with its usual slip and the step that produces it.
 */
import { m, say } from '../offline/math/language';
import { describeRelation, relationBetween, type DiagnosisInput, type Finding } from './finding';
import { sameNumber } from './sampling';
import { stepShowing } from './solution-steps';
import type { StudentValue } from './student-answer';
import type { VerifiedValue } from './verified-answer';

/** Systems of equations: each variable's value compared, swapped values recognised. */
export function diagnoseSystem(input: DiagnosisInput, entries: readonly (VerifiedValue & { variable: string })[], students: readonly (StudentValue & { variable: string | null })[]): Finding {
  const { language, solution } = input;
  if (students.length === 0) return { verdict: 'unread', whatIsWrong: '', misconception: '' };
  const named = students.map((student, index) => ({ ...student, variable: student.variable ?? entries[index]?.variable ?? null }));
  const valueOf = (variable: string) => named.find((student) => student.variable === variable);
  const wrong = entries.filter((entry) => {
    const student = valueOf(entry.variable);
    return !student || !sameNumber(student, { value: entry.value, tolerance: 0 });
  });
  if (wrong.length === 0) return { verdict: 'correct', whatIsWrong: '', misconception: '' };
  const verified = entries.map((entry) => m(`${entry.variable} = ${entry.latex}`)).join(say(language, ', ', '، '));
  const swapped =
    entries.length === 2 &&
    entries.every((entry, index) => {
      const other = entries[1 - index]!;
      const student = valueOf(entry.variable);
      return student !== undefined && sameNumber(student, { value: other.value, tolerance: 0 });
    });
  const firstWrong = wrong[0]!;
  const step = stepShowing(solution, firstWrong.value, 0, 1);
  if (swapped) {
    return {
      verdict: 'wrong',
      whatIsWrong: say(language, `You swapped the two values: the solution is ${verified}.`, `بدّلت القيمتين: الحل هو ${verified}.`),
      misconception: say(
        language,
        'After eliminating one variable, the value found belongs to the variable that was kept; write down which variable each value is for before substituting back.',
        'بعد حذف أحد المتغيرين تكون القيمة الناتجة للمتغير الذي بقي؛ اكتب لكل قيمة متغيرها قبل التعويض بها.',
      ),
      ...(step !== undefined ? { divergentStep: step } : {}),
    };
  }
  const student = valueOf(firstWrong.variable);
  const relation = student ? relationBetween(student, { value: firstWrong.value, tolerance: 0 }) : null;
  const described = relation ? describeRelation(relation, language) : null;
  return {
    verdict: 'wrong',
    whatIsWrong: [
      say(language, `The verified solution is ${verified}; your value of ${m(firstWrong.variable)} is different.`, `الحل الصحيح هو ${verified}؛ وقيمة ${m(firstWrong.variable)} في إجابتك مختلفة.`),
      described?.what ?? '',
    ]
      .join(' ')
      .trim(),
    misconception:
      described?.misconception ??
      say(
        language,
        'In elimination, both equations must be multiplied through completely (every term, both sides) before adding or subtracting them; a term left unmultiplied or a sign dropped gives a wrong value, which then spreads to the other variable.',
        'في طريقة الحذف يجب ضرب المعادلة كلها (كل الحدود في الطرفين) قبل الجمع أو الطرح؛ حد لم يُضرب أو إشارة ضاعت يعطي قيمة خاطئة تنتقل بعد ذلك إلى المتغير الآخر.',
      ),
    ...(step !== undefined ? { divergentStep: step } : {}),
  };
}
