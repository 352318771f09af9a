/** QuizResult: the final score in each band (≥ 80 % excellent, 60–80 % very good, below 60 % needs review). */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { QuizResult } from '../../ui-kit/quiz/QuizResult';
import { quizScore } from '../../ui-kit/quiz/quizScore';

const meta = { title: 'Quiz/QuizResult', component: QuizResult, args: { score: quizScore(9, 10), onNewQuiz: fn(), onClose: fn() } } satisfies Meta<typeof QuizResult>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Excellent: Story = {};
export const VeryGood: Story = { args: { score: quizScore(7, 10) } };
export const NeedsReview: Story = { args: { score: quizScore(2, 5) } };
