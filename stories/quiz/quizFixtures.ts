/**
 * Story data for the quiz: five questions in Arabic and in English (maths in `$…$`, a long Arabic question, an
 * English option inside the Arabic quiz), a second set to show that a new quiz starts over, and helpers the play
 * functions share: the page's string table and language, the open quiz dialog, answering a question.
 */
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { QuizQuestion } from '../../contract/learning';
import { translator, type Language } from '../../ui-kit/i18n';

const arabicQuestions: QuizQuestion[] = [
  {
    question: 'ما حلول المعادلة $x^2 - 5x + 6 = 0$؟',
    options: ['$x = -2$ أو $x = -3$', '$x = 2$ أو $x = 3$', '$x = 1$ أو $x = 6$', '$x = 5$ أو $x = 6$'],
    correctAnswer: 1,
    explanation: 'نحلّل المقدار: $(x-2)(x-3) = 0$، إذن $x = 2$ أو $x = 3$.',
  },
  {
    question: 'جسم كتلته 2 كجم أثّرت عليه قوة محصلة مقدارها 10 نيوتن. ما مقدار عجلته؟',
    options: ['$5\\ \\text{m/s}^2$', '$20\\ \\text{m/s}^2$', '$0.2\\ \\text{m/s}^2$', '$12\\ \\text{m/s}^2$'],
    correctAnswer: 0,
    explanation: 'من قانون نيوتن الثاني: $a = F \\div m = 10 \\div 2 = 5\\ \\text{m/s}^2$.',
  },
  {
    question: 'ما وحدة قياس القوة في النظام الدولي للوحدات؟',
    options: ['الجول', 'Watt', 'النيوتن (N)', 'Pascal'],
    correctAnswer: 2,
    explanation: 'النيوتن هو القوة التي تُكسب كتلة 1 كجم عجلة مقدارها $1\\ \\text{m/s}^2$.',
  },
  {
    question: 'ما قيمة $\\log_{10} 1000$؟',
    options: ['$10$', '$100$', '$30$', '$3$'],
    correctAnswer: 3,
    explanation: 'لأن $10^3 = 1000$.',
  },
  {
    question:
      'إذا تحرّك قطار بسرعة ثابتة مقدارها 72 كم/ساعة لمدة نصف ساعة على مسار مستقيم، ثم توقّف في إحدى المحطات لمدة عشر دقائق قبل أن يكمل رحلته، فما المسافة الكلية التي قطعها القطار خلال هذه الفترة؟',
    options: ['72 كم', '36 كم', '144 كم', '18 كم'],
    correctAnswer: 1,
    explanation: 'المسافة = السرعة × الزمن = $72 \\times 0.5 = 36$ كم، والتوقّف في المحطة لا يضيف أي مسافة.',
  },
];

const englishQuestions: QuizQuestion[] = [
  {
    question: 'What are the solutions of $x^2 - 5x + 6 = 0$?',
    options: ['$x = -2$ or $x = -3$', '$x = 2$ or $x = 3$', '$x = 1$ or $x = 6$', '$x = 5$ or $x = 6$'],
    correctAnswer: 1,
    explanation: 'Factorise: $(x-2)(x-3) = 0$, so $x = 2$ or $x = 3$.',
  },
  {
    question: 'A net force of 10 N acts on a 2 kg body. What is its acceleration?',
    options: ['$5\\ \\text{m/s}^2$', '$20\\ \\text{m/s}^2$', '$0.2\\ \\text{m/s}^2$', '$12\\ \\text{m/s}^2$'],
    correctAnswer: 0,
    explanation: 'Newton’s second law: $a = F \\div m = 10 \\div 2 = 5\\ \\text{m/s}^2$.',
  },
  {
    question: 'What is the SI unit of force?',
    options: ['The joule', 'الواط', 'The newton (N)', 'The pascal'],
    correctAnswer: 2,
    explanation: 'One newton gives a mass of 1 kg an acceleration of $1\\ \\text{m/s}^2$.',
  },
  {
    question: 'What is $\\log_{10} 1000$?',
    options: ['$10$', '$100$', '$30$', '$3$'],
    correctAnswer: 3,
    explanation: 'Because $10^3 = 1000$.',
  },
  {
    question:
      'A train travels along a straight track at a constant 72 km/h for half an hour, then stops at a station for ten minutes before continuing its journey. How far has it travelled during this time?',
    options: ['72 km', '36 km', '144 km', '18 km'],
    correctAnswer: 1,
    explanation: 'Distance = speed × time = $72 \\times 0.5 = 36$ km; waiting at the station adds no distance.',
  },
];

const arabicFollowUp: QuizQuestion[] = [
  {
    question: 'ما ناتج $\\int 2x\\,dx$؟',
    options: ['$x^2 + C$', '$2x^2 + C$', '$2 + C$', '$\\frac{x^2}{2} + C$'],
    correctAnswer: 0,
    explanation: 'لأن مشتقة $x^2$ هي $2x$.',
  },
  {
    question: 'ما مشتقة $\\sin x$؟',
    options: ['$-\\cos x$', '$\\cos x$', '$\\tan x$', '$-\\sin x$'],
    correctAnswer: 1,
    explanation: '$\\frac{d}{dx}\\sin x = \\cos x$.',
  },
];

const englishFollowUp: QuizQuestion[] = [
  {
    question: 'What is $\\int 2x\\,dx$?',
    options: ['$x^2 + C$', '$2x^2 + C$', '$2 + C$', '$\\frac{x^2}{2} + C$'],
    correctAnswer: 0,
    explanation: 'Because the derivative of $x^2$ is $2x$.',
  },
  {
    question: 'What is the derivative of $\\sin x$?',
    options: ['$-\\cos x$', '$\\cos x$', '$\\tan x$', '$-\\sin x$'],
    correctAnswer: 1,
    explanation: '$\\frac{d}{dx}\\sin x = \\cos x$.',
  },
];

/** The five-question quiz in a language. */
export function storyQuestions(language: Language): QuizQuestion[] {
  return language === 'ar' ? arabicQuestions : englishQuestions;
}

/** A different, shorter quiz: what 'New quiz' brings. */
export function followUpQuestions(language: Language): QuizQuestion[] {
  return language === 'ar' ? arabicFollowUp : englishFollowUp;
}

/** The language the global decorator chose and its `t()`. */
export function pageLocale() {
  const language: Language = document.documentElement.lang === 'en' ? 'en' : 'ar';
  return { language, t: translator(language) };
}

/** The open quiz dialog, once its entrance animation has faded it in. */
export async function findQuizDialog(): Promise<HTMLElement> {
  const { t } = pageLocale();
  const dialog = await screen.findByRole('dialog', { name: t('quiz.title') });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

/** The card of an option (the radio's label), which carries `data-outcome`. */
export function optionCard(radio: HTMLElement): HTMLElement {
  const card = radio.closest<HTMLElement>('[data-outcome]');
  if (!card) throw new Error('The radio is not inside a quiz option');
  return card;
}

/** Chooses option `option` of the question on screen by clicking its card, checks it, and returns the radios. */
export async function answerWithMouse(dialog: HTMLElement, option: number): Promise<HTMLElement[]> {
  const { t } = pageLocale();
  const radios = within(dialog).getAllByRole('radio');
  const radio = radios[option];
  if (!radio) throw new Error(`No option ${option}`);
  await userEvent.click(optionCard(radio));
  await expect(radio).toBeChecked();
  await userEvent.click(within(dialog).getByRole('button', { name: t('quiz.check') }));
  return radios;
}

/** The computed colour of a theme token, as the browser writes colours (`rgb(…)`). */
export function tokenColour(token: string): string {
  const probe = document.createElement('span');
  probe.style.color = `var(--colors-${token})`;
  document.body.append(probe);
  const colour = getComputedStyle(probe).color;
  probe.remove();
  return colour;
}
