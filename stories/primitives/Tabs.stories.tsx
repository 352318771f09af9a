/** Tabs: press to switch, arrow keys follow the reading direction, disabled tab, long labels. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tab, TabList, TabPanel, Tabs } from '../../ui-kit/primitives';

interface SampleTab {
  id: string;
  label: string;
  body: string;
  isDisabled?: boolean;
}

const arabicTabs: SampleTab[] = [
  { id: 'pending', label: 'قيد المراجعة', body: 'طلبات الدفع التي تنتظر المراجعة.' },
  { id: 'approved', label: 'مقبولة', body: 'طلبات تم قبولها وتفعيل بريميوم.' },
  { id: 'rejected', label: 'مرفوضة', body: 'طلبات مرفوضة.' },
];

function SampleTabs({ tabs, label, ...props }: { tabs: SampleTab[]; label: string; onSelectionChange?: (key: unknown) => void; defaultSelectedKey?: string }) {
  return (
    <Tabs {...props} disabledKeys={tabs.filter((tab) => tab.isDisabled).map((tab) => tab.id)}>
      <TabList aria-label={label}>
        {tabs.map((tab) => (
          <Tab key={tab.id} id={tab.id}>
            {tab.label}
          </Tab>
        ))}
      </TabList>
      {tabs.map((tab) => (
        <TabPanel key={tab.id} id={tab.id}>
          {tab.body}
        </TabPanel>
      ))}
    </Tabs>
  );
}

const meta = {
  title: 'Primitives/Tabs',
  component: SampleTabs,
  args: { tabs: arabicTabs, label: 'حالة الطلبات', onSelectionChange: fn() },
} satisfies Meta<typeof SampleTabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'قيد المراجعة' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('طلبات الدفع التي تنتظر المراجعة.');

    await userEvent.click(canvas.getByRole('tab', { name: 'مقبولة' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('approved');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('طلبات تم قبولها وتفعيل بريميوم.');
  },
};

/** ArrowRight moves forward in English; in Arabic the row is mirrored, so ArrowLeft moves forward. */
export const KeyboardFollowsDirection: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('tab', { name: 'قيد المراجعة' });
    first.focus();
    const forward = getComputedStyle(canvasElement).direction === 'rtl' ? '{ArrowLeft}' : '{ArrowRight}';
    await userEvent.keyboard(forward);
    const second = canvas.getByRole('tab', { name: 'مقبولة' });
    await expect(second).toHaveFocus();
    await expect(second).toHaveAttribute('aria-selected', 'true');
  },
};

export const WithDisabledTab: Story = {
  args: { tabs: [...arabicTabs.slice(0, 2), { id: 'rejected', label: 'مرفوضة', body: '', isDisabled: true }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('tab', { name: 'مرفوضة' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const LongArabicText: Story = {
  args: {
    label: 'المواد',
    tabs: [
      { id: 'math', label: 'الرياضيات البحتة والتطبيقية', body: 'التفاضل والتكامل، الجبر والهندسة الفراغية، الاستاتيكا والديناميكا.' },
      { id: 'chem', label: 'الكيمياء العضوية وغير العضوية', body: 'الاتزان الكيميائي والكيمياء الكهربية.' },
      { id: 'bio', label: 'الأحياء والجيولوجيا', body: 'الدعامة والحركة، التكاثر، الوراثة.' },
    ],
  },
};

export const LongEnglishText: Story = {
  args: {
    label: 'Subjects',
    tabs: [
      { id: 'math', label: 'Pure and applied mathematics', body: 'Calculus, algebra and solid geometry, statics and dynamics.' },
      { id: 'chem', label: 'Organic and inorganic chemistry', body: 'Chemical equilibrium and electrochemistry.' },
      { id: 'bio', label: 'Biology and geology', body: 'Support and movement, reproduction, genetics.' },
    ],
  },
};
