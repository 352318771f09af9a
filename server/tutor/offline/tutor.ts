/**
 * The embedded tutor: answers with no LLM configured, so `npm start` is a working tutor offline.
 * Problems go to the CAS-verified solvers (maths, physics, chemistry); concept questions to the seeded bilingual
 * notes; greetings get a welcome; anything else an honest "I can't do that offline" with what it can do.
 * The answer is written in the student's language and the personality's voice; premium students also get the
 * deeper explanation of each step.
 */
import type { Subject } from '../../../contract/values';
import type { Tutor, TutorLanguage, TutorRequest } from '../types';
import { findConcept, suggestConcepts } from './concepts';
import { declineProblem } from './decline';
import { isComputational } from './guard/computational';
import type { Solution } from './solution';
import { solveQuestion } from './solve';
import { pick, voiceFor } from './voice';

/** Text is streamed in pieces of about this many characters, so the page shows it growing. */
const PIECE_CHARS = 48;

const GREETING = /^\s*(مرحب|اهلا|أهلا|السلام عليكم|سلام|هاي|ازيك|إزيك|صباح|مساء|hi\b|hello|hey|good (morning|evening)|salam)/i;

const TEXT = {
  greeting: {
    ar: 'أهلًا بك! أنا معلمك في وضع العمل دون اتصال. أحل معك خطوة بخطوة، وأتحقق من كل إجابة، مسائل الرياضيات (المعادلات والمتباينات واللوغاريتمات، الأعداد المركبة، المتتابعات وذات الحدين والتوافيق، التفاضل والتكامل والنهايات، الهندسة التحليلية والمتجهات، الاحتمالات والإحصاء) والفيزياء (الحركة وقوانين نيوتن والاحتكاك، الشغل والطاقة وكمية الحركة، الموائع، الدوائر الكهربية والمغناطيسية والحث، الموجات، الغازات والحرارة) والكيمياء (المول والتركيز والأس الهيدروجيني، الحسابات الكيميائية والصيغ، وزن المعادلات)، وأشرح لك مفاهيم المواد الثماني. بماذا نبدأ؟',
    en: 'Hello! I am your tutor in offline mode. I solve step by step, and check every answer: maths (equations, inequalities and logarithms, complex numbers, sequences, binomial expansion and counting, derivatives, integrals and limits, analytic geometry and vectors, probability and statistics), physics (motion, Newton’s laws and friction, work, energy and momentum, fluids, circuits, magnetism and induction, waves, gases and heat) and chemistry (moles, concentration and pH, stoichiometry and formulas, balancing equations), and I explain concepts of all eight subjects. Where shall we start?',
  },
  cannot: {
    ar: 'لم أستطع الإجابة عن هذا السؤال في وضع العمل دون اتصال، ولا أريد أن أخمّن فأعطيك معلومة غير دقيقة.',
    en: 'I could not answer this one in offline mode, and I would rather not guess and give you something inaccurate.',
  },
  canDo: {
    ar: 'جرّب مثلًا: «حل المعادلة س² − ٥س + ٦ = ٠»، أو «احسب الكتلة المولية لـ H2SO4»، أو «اشرح قانون أوم».',
    en: 'Try for example: "solve x^2 - 5x + 6 = 0", "molar mass of H2SO4" or "explain Ohm’s law".',
  },
  suggestions: { ar: 'مواضيع أستطيع شرحها:', en: 'Topics I can explain:' },
  readAs: { ar: 'المسألة كما فهمتها:', en: 'The problem as I read it:' },
  premiumNote: {
    ar: '_للحصول على شرح أعمق لكل خطوة، اشترك في بريميوم._',
    en: '_Premium adds a deeper explanation of every step._',
  },
} as const;

export function createOfflineTutor(): Tutor {
  return {
    source: 'offline',
    async *reply(request, signal) {
      const answer = compose(request);
      for (let start = 0; start < answer.length; start += PIECE_CHARS) {
        if (signal.aborted) return;
        yield answer.slice(start, start + PIECE_CHARS);
        // Let the event loop send each piece (and notice a disconnect) before the next.
        await new Promise((resolve) => setImmediate(resolve));
      }
    },
  };
}

/** What the offline tutor answered with: a verified solution, a concept note, a greeting or an honest decline. */
export type AnswerKind = 'solution' | 'concept' | 'greeting' | 'decline';

/** The full markdown answer to one request. */
export function compose(request: TutorRequest): string {
  return answer(request).text;
}

/** The answer to one request and which kind of answer it is. */
export function answer(request: TutorRequest): { kind: AnswerKind; text: string } {
  const { solution, rejected } = solveQuestion(request.message, request.language, request.subject);
  if (solution) return { kind: 'solution', text: formatSolution(solution, request) };
  // A computational question the solvers could not answer gets an honest decline, never a note on another topic.
  const computational = isComputational(request.message);
  if (!computational) {
    const concept = findConcept(request.message, request.language, request.subject);
    if (concept) {
      const voice = voiceFor(request.personality, request.tutorMode, request.language);
      const text = [pick(voice.conceptIntro, request.message).replace('{title}', concept.title), concept.body, pick(voice.checkUnderstanding, request.message)].join('\n\n');
      return { kind: 'concept', text };
    }
    if (GREETING.test(request.message)) return { kind: 'greeting', text: TEXT.greeting[request.language] };
    return { kind: 'decline', text: cannotAnswer(request.language, request.subject) };
  }
  return { kind: 'decline', text: declineProblem(request.language, rejected) };
}

function formatSolution(solution: Solution, request: TutorRequest): string {
  const voice = voiceFor(request.personality, request.tutorMode, request.language);
  const steps = solution.steps.map((step, index) => {
    const line = `${index + 1}. ${step.text}`;
    return request.premium && step.detail ? `${line}\n   - _${voice.whyItWorks}_ ${step.detail}` : line;
  });
  const parts = [pick(voice.solutionIntro, request.message), `### ${solution.title}`];
  const reading = readingLine(solution, request.language);
  if (reading) parts.push(reading);
  parts.push(
    `**${voice.steps}:**\n\n${steps.join('\n')}`,
    `**${voice.answer}:** ${solution.answer}`,
  );
  if (solution.check) parts.push(`**${voice.check}:** ${solution.check}`);
  if (!request.premium && solution.steps.some((step) => step.detail)) parts.push(TEXT.premiumNote[request.language]);
  parts.push(pick(voice.checkUnderstanding, request.message));
  return parts.join('\n\n');
}

/**
 * "The problem as I read it", so the student can see that the tutor solved the problem they wrote; omitted when
 * the first step already says it.
 */
function readingLine(solution: Solution, language: TutorLanguage): string | null {
  const statement = solution.statement?.trim();
  if (!statement || statement === solution.steps[0]?.text.trim()) return null;
  const lines = statement
    .split('\n')
    .map((line) => line.replace(/^(?:المسألة كما قرأتها|The problem as read)\s*:\s*/, '').trim())
    .filter(Boolean);
  return `**${TEXT.readAs[language]}** ${lines.join(language === 'ar' ? '؛ ' : '; ')}`;
}

function cannotAnswer(language: TutorLanguage, subject: Subject | null): string {
  const topics = suggestConcepts(subject, language, 4);
  const parts: string[] = [TEXT.cannot[language], TEXT.canDo[language]];
  if (topics.length > 0) parts.push(`${TEXT.suggestions[language]}\n\n${topics.map((topic) => `- ${topic}`).join('\n')}`);
  return parts.join('\n\n');
}
