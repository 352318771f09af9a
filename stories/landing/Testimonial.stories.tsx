/** Testimonial: an attributed student quote (Arabic, English, a long one). */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Testimonial } from '../../ui-kit/landing/Testimonial';

const meta = {
  title: 'Landing/Testimonial',
  component: Testimonial,
  args: {
    name: 'مريم أحمد',
    grade: 'الصف الثالث الثانوي، علمي رياضة',
    quote: 'كنت بخاف من الفيزيا جدًا، دلوقتي بسأل في أي مسألة حتى في نص الليل وبفهمها خطوة بخطوة.',
  },
  render: (args) => (
    <div style={{ maxWidth: 380 }}>
      <Testimonial {...args} />
    </div>
  ),
} satisfies Meta<typeof Testimonial>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const figure = within(canvasElement).getByRole('figure');
    await expect(figure.querySelector('blockquote')).toHaveTextContent('نص الليل');
    await expect(figure.querySelector('figcaption')).toHaveTextContent('مريم أحمد');
  },
};

export const English: Story = {
  args: {
    name: 'Youssef Mahmoud',
    grade: 'Grade 11',
    quote: 'The story style for history made lessons stick without feeling like studying.',
  },
};

export const LongQuote: Story = {
  args: {
    quote:
      'الاختبارات السريعة بعد كل شرح بتوريني أنا فاهمة إيه وناقصني إيه قبل الامتحان، وكمان بتشرح لي غلطتي بالتفصيل لحد ما أفهمها. بقيت بذاكر أقل وبفهم أكتر، وأحسن من أي ملخص اشتريته قبل كده.',
  },
};
