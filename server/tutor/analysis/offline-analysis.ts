/**
 * Wrong-answer analysis without an LLM. When the question is a problem the offline solvers can solve, the student's
 * answer is compared with the verified one (numerically and algebraically, with mathjs): a right answer is said to
 * be right; otherwise what differs is named, with the likely misconception and the first step of the verified
 * solution where the student's work departs, the verified steps as the correct method, and a similar practice
 * question that the same solver has checked. A concept question gets the seeded note's explanation and honest,
 * generic guidance. Everything is written in the student's language, maths in $…$.
 */
import type { WrongAnswerAnalysis } from '../../../contract/learning';
import type { Subject } from '../../../contract/values';
import { detectLanguage } from '../offline/arabic';
import { findConcept, type ConceptMatch } from '../offline/concepts';
import { solveMath } from '../offline/math';
import { say, type TutorLanguage } from '../offline/math/language';
import { solveChemistry, solvePhysics } from '../offline/science';
import type { Solution, Solver } from '../offline/solution';
import { diagnoseBalance } from './diagnose-balance';
import { diagnoseEquation } from './diagnose-equation';
import { diagnoseExpression } from './diagnose-expression';
import { diagnoseNumber } from './diagnose-number';
import { diagnoseQuantity } from './diagnose-quantity';
import { diagnoseSystem } from './diagnose-system';
import type { DiagnosisInput, Finding } from './finding';
import { similarPractice } from './practice';
import { readStudentAssignments } from './student-answer';
import { readVerifiedAnswer } from './verified-answer';

export interface OfflineAnalysisRequest {
  question: string;
  wrongAnswer: string;
  subject?: Subject;
  /** The page language, used when the text itself does not tell (e.g. only maths). */
  pageLanguage: TutorLanguage;
}

const SOLVERS: Readonly<Record<'math' | 'physics' | 'chemistry', Solver>> = { math: solveMath, physics: solvePhysics, chemistry: solveChemistry };

/**
 * The language of the student's words: maths notation (single letters, function names, units) does not count, so
 * "x^2 - 5x + 6 = 0" on an Arabic page is analysed in Arabic.
 */
export function analysisLanguage(question: string, wrongAnswer: string, pageLanguage: TutorLanguage): TutorLanguage {
  const words = (text: string) => text.replace(/(?<![A-Za-z])(?:[A-Za-z]|sin|cos|tan|log|ln|sqrt|lim|dx|dy|kg|km|cm|mm|mol|ohm)(?![A-Za-z])/g, ' ');
  return detectLanguage(words(question), detectLanguage(words(wrongAnswer), pageLanguage));
}

/** The offline solvers' verified solution of a question (the subject's solver first), or null. */
export function solveQuestion(text: string, language: TutorLanguage, subject: Subject | undefined): Solution | null {
  const order = (['math', 'physics', 'chemistry'] as const).slice().sort((a, b) => Number(b === subject) - Number(a === subject));
  for (const name of order) {
    const solution = SOLVERS[name](text, language);
    if (solution) return solution;
  }
  return null;
}

function diagnose(input: DiagnosisInput): Finding | null {
  const { solution, wrongAnswer } = input;
  if (solution.kind === 'balance-equation') return diagnoseBalance(input);
  const verified = readVerifiedAnswer(solution);
  if (!verified) return null;
  switch (verified.shape) {
    case 'roots':
      return diagnoseEquation(input, verified.variable, verified.roots);
    case 'assignments':
      return diagnoseSystem(input, verified.entries, readStudentAssignments(wrongAnswer));
    case 'expression':
      return diagnoseExpression(input, verified);
    case 'number':
      return diagnoseNumber(input, verified);
    case 'quantities': {
      const findings = verified.entries.map((entry) => diagnoseQuantity(input, entry));
      if (findings.every((finding) => finding.verdict !== 'wrong') && findings.some((finding) => finding.verdict === 'correct')) return findings.find((finding) => finding.verdict === 'correct')!;
      return findings.find((finding) => finding.verdict === 'wrong') ?? findings[0]!;
    }
  }
}

/** The verified solution as the correct method: numbered steps, the answer and its check. */
function correctMethod(solution: Solution, language: TutorLanguage, divergentStep: number | undefined): string {
  const steps = solution.steps.map((step, index) => {
    const line = `${index + 1}. ${step.text}`;
    return index === divergentStep && step.detail ? `${line}\n   - _${say(language, 'Why:', 'لماذا:')}_ ${step.detail}` : line;
  });
  const parts = [`**${solution.title}**`, steps.join('\n'), `**${say(language, 'Answer', 'الإجابة')}:** ${solution.answer}`];
  if (solution.check) parts.push(`**${say(language, 'Check', 'التحقق')}:** ${solution.check}`);
  return parts.join('\n\n');
}

/** "Where it goes wrong: step 2 of the correct method — …" (the step's first line). */
function divergence(solution: Solution, index: number, language: TutorLanguage): string {
  const firstLine = solution.steps[index]?.text.split('\n')[0]?.trim() ?? '';
  return say(
    language,
    `**Where your work departs:** step ${index + 1} of the correct method below — ${firstLine}`,
    `**أين تبدأ إجابتك في الاختلاف:** الخطوة ${index + 1} من الطريقة الصحيحة بالأسفل — ${firstLine}`,
  );
}

function analyseProblem(request: OfflineAnalysisRequest, solution: Solution, language: TutorLanguage): WrongAnswerAnalysis {
  const input: DiagnosisInput = { question: request.question, wrongAnswer: request.wrongAnswer, solution, language };
  const finding = diagnose(input);
  const practice = similarPractice(request.question, solution, language, (text) => solveQuestion(text, language, solution.subject));
  const practiceQuestion = practice
    ? `${practice.question}\n\n_${say(language, 'Answer, to check yourself afterwards:', 'الإجابة، لتتحقق بنفسك بعد الحل:')}_ ${practice.answer}`
    : say(
        language,
        'Solve the same question again on paper without looking at the method above, then compare each of your steps with it.',
        'حل السؤال نفسه مرة أخرى على الورق دون النظر إلى الطريقة أعلاه، ثم قارن كل خطوة من خطواتك بها.',
      );
  const method = correctMethod(solution, language, finding?.divergentStep);

  if (!finding) {
    return {
      whatIsWrong: say(
        language,
        `I can't compare this kind of answer automatically, but the verified answer is: ${solution.answer}. Compare it with yours.`,
        `لا أستطيع مقارنة هذا النوع من الإجابات تلقائيًا، لكن الإجابة الصحيحة هي: ${solution.answer}. قارنها بإجابتك.`,
      ),
      misconception: say(
        language,
        'Go through the correct method below one line at a time next to your own work: the first line that differs is where the mistake is, and the reason given for that step is the idea to review.',
        'راجع الطريقة الصحيحة بالأسفل سطرًا سطرًا بجانب حلك: أول سطر يختلف هو مكان الخطأ، وسبب تلك الخطوة هو الفكرة التي تحتاج إلى مراجعة.',
      ),
      correctMethod: method,
      practiceQuestion,
    };
  }
  if (finding.verdict === 'correct') {
    return {
      whatIsWrong: say(
        language,
        `Good news: your answer is actually right — it agrees with the verified answer ${solution.answer}.`,
        `خبر جيد: إجابتك صحيحة فعلًا — فهي تطابق الإجابة الصحيحة ${solution.answer}.`,
      ),
      misconception: say(
        language,
        'No misconception shows in this answer. If it was marked wrong, check the form the question asks for (exact value or decimal, simplified form, units) and that your final answer is stated clearly.',
        'لا يظهر في هذه الإجابة أي خطأ في الفهم. إذا اعتُبرت خاطئة فراجع الصورة التي يطلبها السؤال (قيمة دقيقة أو عشرية، صورة مبسطة، الوحدات) وتأكد أن إجابتك النهائية مكتوبة بوضوح.',
      ),
      correctMethod: method,
      practiceQuestion,
    };
  }
  if (finding.verdict === 'unread') {
    return {
      whatIsWrong: say(
        language,
        `I couldn't find a final answer I can check in what you wrote. The verified answer is ${solution.answer} — compare it with yours.`,
        `لم أجد في ما كتبته إجابة نهائية أستطيع التحقق منها. الإجابة الصحيحة هي ${solution.answer} — قارنها بإجابتك.`,
      ),
      misconception: say(
        language,
        'Without a final answer I can\'t tell which idea went wrong. Write the result as the question asks (for example "$x = 3$" or "$20\\ \\text{V}$"), and compare your steps with the correct method below: the first line that differs is where the mistake is.',
        'بدون إجابة نهائية لا أستطيع تحديد الفكرة التي حدث فيها الخطأ. اكتب الناتج كما يطلبه السؤال (مثل «$x = 3$» أو «$20\\ \\text{V}$»)، وقارن خطواتك بالطريقة الصحيحة بالأسفل: أول سطر يختلف هو مكان الخطأ.',
      ),
      correctMethod: method,
      practiceQuestion,
    };
  }
  const whatIsWrong = finding.divergentStep === undefined ? finding.whatIsWrong : `${finding.whatIsWrong}\n\n${divergence(solution, finding.divergentStep, language)}`;
  return { whatIsWrong, misconception: finding.misconception, correctMethod: method, practiceQuestion };
}

/** The note's body and its closing check-your-understanding question, split apart. */
function splitCheckQuestion(body: string): { explanation: string; question: string | null } {
  const paragraphs = body.trim().split(/\n\s*\n/);
  const last = paragraphs[paragraphs.length - 1] ?? '';
  if (paragraphs.length < 2 || !/[?؟]\s*$/.test(last)) return { explanation: body.trim(), question: null };
  const question = last.replace(/^\*\*[^*]+\*\*\s*/, '').trim();
  return { explanation: paragraphs.slice(0, -1).join('\n\n'), question: question.charAt(0).toLocaleUpperCase('en') + question.slice(1) };
}

function analyseConcept(request: OfflineAnalysisRequest, concept: ConceptMatch, language: TutorLanguage): WrongAnswerAnalysis {
  const { explanation, question } = splitCheckQuestion(concept.body);
  const answerTopic = findConcept(request.wrongAnswer, language, concept.subject);
  // Only a clear match within the same subject is named: two topics a student could really confuse.
  const offTopic = answerTopic && answerTopic.id !== concept.id && answerTopic.subject === concept.subject && answerTopic.score >= concept.score;
  return {
    whatIsWrong: offTopic
      ? say(
          language,
          `Your answer seems to describe «${answerTopic.title}», while the question is about «${concept.title}». Compare it with the key idea below.`,
          `يبدو أن إجابتك تصف «${answerTopic.title}»، بينما السؤال عن «${concept.title}». قارنها بالفكرة الأساسية بالأسفل.`,
        )
      : say(
          language,
          `This is a concept question about «${concept.title}», so there is no single value I can check automatically. Compare your answer with the key idea below: look for the part of the definition or the condition your answer leaves out or changes.`,
          `هذا سؤال مفاهيمي عن «${concept.title}»، فلا توجد قيمة واحدة أستطيع التحقق منها تلقائيًا. قارن إجابتك بالفكرة الأساسية بالأسفل: ابحث عن جزء التعريف أو الشرط الذي أهملته إجابتك أو غيّرته.`,
        ),
    misconception: offTopic
      ? say(
          language,
          `«${answerTopic.title}» and «${concept.title}» are easy to mix up. Ask yourself what the question is really about before answering, and use that topic's own definition and terms.`,
          `من السهل الخلط بين «${answerTopic.title}» و«${concept.title}». اسأل نفسك عن موضوع السؤال الحقيقي قبل الإجابة، واستخدم تعريف هذا الموضوع ومصطلحاته هو.`,
        )
      : say(
          language,
          'Wrong answers to concept questions usually come from mixing the idea with a related one, remembering a law without its conditions, or describing an example instead of the definition. Check which of these happened in your answer.',
          'الإجابات الخاطئة في الأسئلة المفاهيمية تأتي غالبًا من الخلط بين الفكرة وفكرة قريبة منها، أو تذكّر القانون دون شروطه، أو وصف مثال بدلًا من التعريف. راجع أيها حدث في إجابتك.',
        ),
    correctMethod: `**${concept.title}**\n\n${explanation}`,
    practiceQuestion:
      question ??
      say(language, `Explain «${concept.title}» in your own words and give one example of it.`, `اشرح «${concept.title}» بأسلوبك واذكر مثالًا واحدًا عليه.`),
  };
}

function analyseUnknown(language: TutorLanguage): WrongAnswerAnalysis {
  return {
    whatIsWrong: say(
      language,
      'I couldn\'t recognise this question as a problem I can solve or a topic in my notes while working offline, so I can\'t point to the exact mistake without guessing.',
      'لم أتعرف على هذا السؤال كمسألة أستطيع حلها أو كموضوع في ملاحظاتي أثناء العمل دون اتصال، لذلك لا أستطيع تحديد الخطأ بدقة دون تخمين.',
    ),
    misconception: say(
      language,
      'I can\'t tell the misconception without understanding the question. Most wrong answers come from misreading what is asked, using the wrong rule, or a slip in a calculation — check these three in order.',
      'لا أستطيع تحديد الخطأ في الفهم دون فهم السؤال. معظم الإجابات الخاطئة سببها سوء قراءة المطلوب، أو استخدام قاعدة غير مناسبة، أو خطأ في الحساب — راجع هذه الثلاثة بالترتيب.',
    ),
    correctMethod: say(
      language,
      '1. Underline what is given and what is asked.\n2. Write the rule or law that links them, with symbols.\n3. Substitute carefully, keeping units and signs.\n4. Check the result: substitute back, or estimate whether its size makes sense.',
      '1. حدد المعطيات والمطلوب.\n2. اكتب القاعدة أو القانون الذي يربط بينها بالرموز.\n3. عوّض بعناية مع الوحدات والإشارات.\n4. تحقق من الناتج: بالتعويض العكسي أو بتقدير هل حجمه منطقي.',
    ),
    practiceQuestion: say(
      language,
      'Write the question with its numbers and maths, for example «solve $x^{2} - 5x + 6 = 0$» or «a current of $2\\ \\text{A}$ flows through $10\\ \\Omega$: find the voltage», and I will check your answer step by step.',
      'اكتب السؤال بأرقامه ورموزه، مثل «حل $x^{2} - 5x + 6 = 0$» أو «تيار شدته $2\\ \\text{A}$ يمر في مقاومة $10\\ \\Omega$: أوجد فرق الجهد»، وسأراجع إجابتك خطوة بخطوة.',
    ),
  };
}

/** The analysis of one wrong answer, computed offline. */
export function analyseWrongAnswerOffline(request: OfflineAnalysisRequest): WrongAnswerAnalysis {
  const language = analysisLanguage(request.question, request.wrongAnswer, request.pageLanguage);
  const solution = solveQuestion(request.question, language, request.subject);
  if (solution) return analyseProblem(request, solution, language);
  const concept = findConcept(request.question, language, request.subject ?? null);
  if (concept) return analyseConcept(request, concept, language);
  return analyseUnknown(language);
}
