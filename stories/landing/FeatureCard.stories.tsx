/** FeatureCard: icon, title, description; the three tones; a long English text. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { BookHeart, Lightbulb, ListChecks } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { FeatureCard } from '../../ui-kit/landing/FeatureCard';

const meta = {
  title: 'Landing/FeatureCard',
  component: FeatureCard,
  args: {
    icon: <Lightbulb />,
    title: 'شرح المفاهيم ببساطة',
    description:
      'من التفاضل والتكامل إلى الكيمياء العضوية، يشرح لك المدرّس كل درس في المنهج المصري بأمثلة من حياتك اليومية وبالسرعة التي تناسبك.',
  },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <FeatureCard {...args} />
    </div>
  ),
} satisfies Meta<typeof FeatureCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 3 })).toHaveTextContent('شرح المفاهيم ببساطة');
  },
};

export const Accent: Story = {
  args: { icon: <ListChecks />, tone: 'accent', title: 'حل المسائل خطوة بخطوة' },
};

export const Premium: Story = {
  args: { icon: <BookHeart />, tone: 'premium', title: 'تعلّم بالحكايات' },
};

export const LongEnglish: Story = {
  args: {
    title: 'Step-by-step solutions for every problem in your textbook',
    description:
      'Type any problem from your textbook or past exam papers and get the full solution with the reason for every step, then test yourself with a quick quiz tailored to the exact lesson you are revising tonight.',
  },
};
