/**
 * The honest answer to a computational question the offline tutor could not solve with confidence: what it
 * understood, what it could not do, what the student can try, and that the full tutor (an LLM configured by the
 * platform) answers such questions. Never a guess, never a note on another topic.
 */
import type { Rejection } from './solve';
import type { TutorLanguage } from './solution';

const TEXT = {
  cannot: {
    ar: 'لم أستطع حل هذه المسألة حلًّا أتحقق من صحته في وضع العمل دون اتصال، ولن أعطيك إجابة غير مؤكدة.',
    en: 'I could not solve this problem in a way I can verify in offline mode, and I will not give you an answer I cannot check.',
  },
  understoodAs: {
    ar: 'فهمتُ جزءًا منها على أنه: {statement} — لكن هذه القراءة لم تستخدم {missing} من سؤالك، فلن أعرض حلًّا لمسألة غير التي كتبتها.',
    en: 'I read part of it as: {statement} — but that reading leaves out {missing} from your question, so I will not show the solution of a different problem.',
  },
  unknownKind: {
    ar: 'فهمتُ أنها مسألة حسابية، لكنها ليست من الأنواع التي أحلها وأتحقق منها دون اتصال حتى الآن.',
    en: 'I understood that this is a problem to compute, but it is not one of the kinds I can solve and verify offline yet.',
  },
  tryThis: {
    // One example a line: a code span that wraps inside an Arabic sentence reorders its pieces.
    ar: 'جرّب: اكتب المسألة وحدها في رسالة بأرقامها ووحداتها، وجزءًا واحدًا في كل رسالة، والرموز بصيغة واضحة، مثل:\n\n- `log_2(x+3) = 4`\n- `x^2 - 5x + 6 = 0`',
    en: 'Try: send the problem on its own with its numbers and units, one part per message, with clear notation such as:\n\n- `log_2(x+3) = 4`\n- `x^2 - 5x + 6 = 0`',
  },
  fullTutor: {
    ar: 'وعندما يفعّل مشغّل المنصة المعلم الكامل المتصل بنموذج ذكاء اصطناعي، أستطيع حل مثل هذه المسائل خطوة بخطوة.',
    en: 'When the platform enables the full tutor backed by an AI model, I can solve problems like this one step by step.',
  },
} as const;

/** The decline, citing the closest refused reading when there is one. */
export function declineProblem(language: TutorLanguage, rejected: readonly Rejection[]): string {
  const parts: string[] = [TEXT.cannot[language]];
  const closest = [...rejected].filter((entry) => entry.solution.statement).sort((a, b) => a.missing.length - b.missing.length)[0];
  if (closest) {
    const missing = closest.missing.map((item) => `«${item}»`).join(language === 'ar' ? '، ' : ', ');
    parts.push(TEXT.understoodAs[language].replace('{statement}', closest.solution.statement!.split('\n')[0]!).replace('{missing}', missing));
  } else {
    parts.push(TEXT.unknownKind[language]);
  }
  parts.push(TEXT.tryThis[language], TEXT.fullTutor[language]);
  return parts.join('\n\n');
}
