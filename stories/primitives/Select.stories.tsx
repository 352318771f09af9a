/** Select: open and pick, placeholder, invalid with error text, disabled, long Arabic and English items. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Select } from '../../ui-kit/primitives';

const grades = [
  { id: 'g1', label: 'الصف الأول الثانوي' },
  { id: 'g2', label: 'الصف الثاني الثانوي' },
  { id: 'g3', label: 'الصف الثالث الثانوي' },
];

const meta = {
  title: 'Primitives/Select',
  component: Select,
  args: { label: 'الصف الدراسي', items: grades, placeholder: 'اختر الصف', onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /الصف الدراسي/ });
    await expect(trigger).toHaveTextContent('اختر الصف');

    await userEvent.click(trigger);
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(3);
    await userEvent.click(within(listbox).getByRole('option', { name: 'الصف الثالث الثانوي' }));

    await expect(args.onChange).toHaveBeenCalledWith('g3');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent('الصف الثالث الثانوي');
  },
};

export const KeyboardPick: Story = {
  args: { label: 'Grade', placeholder: 'Choose a grade', items: [
    { id: 'g1', label: 'First secondary' },
    { id: 'g2', label: 'Second secondary' },
    { id: 'g3', label: 'Third secondary' },
  ] },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Grade/ });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('g2');
    await expect(trigger).toHaveTextContent('Second secondary');
  },
};

export const Open: Story = {
  args: { defaultOpen: true, defaultValue: 'g2' },
  play: async () => {
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: 'الصف الثاني الثانوي' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const Invalid: Story = {
  args: { errorMessage: 'يرجى اختيار الصف', description: 'يساعدنا الصف على اختيار المنهج المناسب.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('يرجى اختيار الصف')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /الصف الدراسي/ })).toHaveAccessibleDescription(/يرجى اختيار الصف/);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toBeDisabled();
  },
};

export const WithDisabledItem: Story = {
  args: { items: [...grades.slice(0, 2), { id: 'g3', label: 'الصف الثالث الثانوي (قريباً)', isDisabled: true }], defaultOpen: true },
  play: async () => {
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: /قريباً/ })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const LongArabicText: Story = {
  args: {
    label: 'اختر المادة التي تريد أن تبدأ مذاكرتها اليوم مع المعلم الذكي',
    defaultValue: 'chem',
    items: [
      { id: 'chem', label: 'الكيمياء: الاتزان الكيميائي والكيمياء الكهربية والكيمياء العضوية' },
      { id: 'phys', label: 'الفيزياء: الكهربية التيارية والمغناطيسية والفيزياء الحديثة' },
    ],
  },
};

export const LongEnglishText: Story = {
  args: {
    label: 'Choose the subject you want to start studying today with your smart tutor',
    placeholder: 'Choose a subject',
    defaultValue: 'chem',
    items: [
      { id: 'chem', label: 'Chemistry: chemical equilibrium, electrochemistry and organic chemistry' },
      { id: 'phys', label: 'Physics: electric current, magnetism and modern physics' },
    ],
  },
};
