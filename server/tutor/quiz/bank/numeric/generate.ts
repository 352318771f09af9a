/**
 * Numeric quiz questions generated from random parameters: picks the question kinds the topic asks for (or all
 * kinds of the subject), draws problems from a seeded generator, keeps each question once, and places the verified
 * answer among three distinct distractors at a random position.
 */
import type { QuizQuestion } from '../../../../../contract/learning';
import type { Subject } from '../../../../../contract/values';
import { normalizeForSearch } from '../../../offline/arabic';
import { createRandom, hashText, shuffled, type Random } from '../random';
import { kindsOfSubject, preferredKinds } from './kinds';
import type { GeneratedQuestion, NumericKind, NumericProblem, QuizLanguage } from './types';

const OPTION_COUNT = 4;
/** Draws a kind may take to give a new, valid problem before it is set aside. */
const MAX_ATTEMPTS_PER_QUESTION = 40;

/**
 * `count` generated questions for the topic, with their kind, variant and parameters (for checking), or [] for a
 * subject without numeric kinds. The same arguments always give the same questions; without `seed` the topic
 * chooses it.
 */
export function planNumericQuestions(
  topic: string,
  subject: Subject,
  language: QuizLanguage,
  count: number,
  seed?: number,
): GeneratedQuestion[] {
  const kinds = kindsOfSubject(subject);
  if (kinds.length === 0 || count <= 0) return [];
  const random = createRandom(seed ?? hashText(`${subject}|${normalizeForSearch(topic)}`));
  const preferred = preferredKinds(topic, subject);
  const others = shuffled(
    kinds.filter((kind) => !preferred.includes(kind)),
    random,
  );
  const pools = preferred.length > 0 ? [preferred, others] : [others];

  const questions: GeneratedQuestion[] = [];
  const seenQuestions = new Set<string>();
  for (const pool of pools) {
    const active = [...pool];
    let turn = 0;
    while (questions.length < count && active.length > 0) {
      const index = turn % active.length;
      const generated = generateOne(active[index]!, random, language, seenQuestions);
      if (generated) {
        questions.push(generated);
        seenQuestions.add(generated.question.question);
        turn += 1;
      } else {
        active.splice(index, 1);
      }
    }
  }
  return questions;
}

/** The quiz questions of planNumericQuestions. */
export function generateNumericQuestions(
  topic: string,
  subject: Subject,
  language: QuizLanguage,
  count: number,
  seed?: number,
): QuizQuestion[] {
  return planNumericQuestions(topic, subject, language, count, seed).map((generated) => generated.question);
}

/** One question of the kind not in `seen`, or null when the kind keeps repeating itself. */
export function generateOne(kind: NumericKind, random: Random, language: QuizLanguage, seen: ReadonlySet<string> = new Set()): GeneratedQuestion | null {
  for (let attempt = 0; attempt < MAX_ATTEMPTS_PER_QUESTION; attempt += 1) {
    const problem = kind.create(random);
    if (!problem || seen.has(problem.question[language])) continue;
    const arranged = arrangeOptions(problem, random);
    if (!arranged) continue;
    return {
      kindId: kind.id,
      variant: problem.variant,
      parameters: problem.parameters,
      question: {
        question: problem.question[language],
        options: arranged.options,
        correctAnswer: arranged.correctAnswer,
        explanation: problem.explanation[language],
      },
    };
  }
  return null;
}

/** The answer and the first three distinct distractors (mistakes before fallbacks), in random order. */
function arrangeOptions(problem: NumericProblem, random: Random): { options: string[]; correctAnswer: number } | null {
  const distractors: string[] = [];
  for (const candidate of [...problem.mistakes, ...problem.fallbacks]) {
    if (distractors.length === OPTION_COUNT - 1) break;
    if (candidate !== problem.answer && !distractors.includes(candidate)) distractors.push(candidate);
  }
  if (distractors.length < OPTION_COUNT - 1) return null;
  const options = shuffled(distractors, random);
  const correctAnswer = random.int(0, OPTION_COUNT - 1);
  options.splice(correctAnswer, 0, problem.answer);
  return { options: options.map((latex) => `$${latex}$`), correctAnswer };
}
