/**
 * QuizOffer: the offer under an AI reply, with an Arabic topic, an English topic inside the Arabic sentence (and the
 * reverse), and a topic of the full 50 characters; accept and dismiss call back.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { QUIZ_TOPIC_LENGTH, quizTopic } from '../../contract/constants';
import { QuizOffer } from '../../ui-kit/quiz';
import { pageLocale } from './quizFixtures';

const meta = {
  title: 'Quiz/QuizOffer',
  component: QuizOffer,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 680 }}>
        <Story />
      </div>
    ),
  ],
  args: { topic: quizTopic('ازاي أحل المعادلة س² − 5س + 6 = 0 ؟'), onAccept: fn(), onDismiss: fn() },
} satisfies Meta<typeof QuizOffer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const { t } = pageLocale();
    const canvas = within(canvasElement);
    const offer = canvas.getByRole('region', { name: t('quiz.offer.title') });
    // The topic sits in its own bidi isolate inside the sentence.
    await expect(offer.querySelector('bdi')).toHaveTextContent(args.topic);
    await userEvent.click(canvas.getByRole('button', { name: t('quiz.offer.accept') }));
    await expect(args.onAccept).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: t('quiz.offer.dismiss') }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

/** An English question asked in the Arabic interface (and an Arabic one in the English interface). */
export const OtherLanguageTopic: Story = {
  args: { topic: quizTopic('How do I find the derivative of sin(x) · cos(x)?') },
};

/** The longest topic: the first 50 characters of a long message. */
export const LongTopic: Story = {
  args: {
    topic: quizTopic(
      'اشرح لي بالتفصيل قوانين نيوتن الثلاثة للحركة مع أمثلة محلولة من امتحانات الثانوية العامة للسنوات السابقة',
    ),
  },
  play: async ({ args }) => {
    await expect(Array.from(args.topic).length).toBeLessThanOrEqual(QUIZ_TOPIC_LENGTH);
  },
};

export const LongEnglishTopic: Story = {
  args: {
    topic: quizTopic('Please explain integration by parts with several worked examples from previous Thanaweya Amma exams'),
  },
};
