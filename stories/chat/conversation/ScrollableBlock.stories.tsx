/**
 * ScrollableBlock: a display formula or a table wider than a phone-sized bubble scrolls sideways inside Arabic
 * text (and only then becomes a named, focusable group); a formula that fits stays a plain block.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import katex from 'katex';
import 'katex/dist/katex.min.css';
import { useT } from '../../../ui-kit/i18n';
import { ScrollableBlock } from '../../../ui-kit/chat/conversation/ScrollableBlock';

const wideTex =
  'f(x) = a_0 + a_1 x + a_2 x^2 + a_3 x^3 + a_4 x^4 + a_5 x^5 + a_6 x^6 + a_7 x^7 + a_8 x^8 + a_9 x^9 + a_{10} x^{10}';
const shortTex = 'F = ma';

function typeset(tex: string) {
  return { __html: katex.renderToString(tex, { displayMode: true, throwOnError: false }) };
}

/** A formula between two Arabic sentences, as in a tutor reply. */
function FormulaSample({ tex }: { tex: string }) {
  const t = useT();
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <p style={{ margin: 0 }}>صيغة كثيرة الحدود من الدرجة العاشرة:</p>
      <ScrollableBlock label={t('chat.markdown.scrollFormula')} dir="ltr" dangerouslySetInnerHTML={typeset(tex)} />
      <p style={{ margin: 0 }}>
        حيث <span dir="ltr">a₀</span> إلى <span dir="ltr">a₁₀</span> ثوابت حقيقية (real constants).
      </p>
    </div>
  );
}

const rows = [
  ['السرعة المتوسطة', 'v = d / t', 'm/s', 'سيارة تقطع 120 km في 2 h'],
  ['العجلة', 'a = Δv / Δt', 'm/s²', 'جسم يتسارع من السكون'],
  ['القوة (نيوتن الثاني)', 'F = ma', 'N (kg·m/s²)', 'دفع عربة كتلتها 20 kg'],
  ['الشغل', 'W = F d cos θ', 'J', 'رفع صندوق إلى ارتفاع 2 m'],
];
const cell = { border: '1px solid currentColor', padding: '4px 8px', whiteSpace: 'nowrap' } as const;

/** A right-to-left table of motion laws with left-to-right formulas in its cells. */
function TableSample() {
  const t = useT();
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <p style={{ margin: 0 }}>قارن بين قوانين الحركة:</p>
      <ScrollableBlock label={t('chat.markdown.scrollTable')} dir="rtl">
        <table style={{ borderCollapse: 'collapse' }}>
          <thead>
            <tr>
              {['القانون', 'الصيغة', 'الوحدة', 'مثال'].map((heading) => (
                <th key={heading} style={cell}>
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(([law, formula, unit, example]) => (
              <tr key={law}>
                <td style={cell}>{law}</td>
                <td style={cell} dir="ltr">
                  {formula}
                </td>
                <td style={cell} dir="ltr">
                  {unit}
                </td>
                <td style={cell}>{example}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollableBlock>
    </div>
  );
}

const meta = {
  title: 'Chat/Conversation/ScrollableBlock',
  component: ScrollableBlock,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
  args: { label: '' },
} satisfies Meta<typeof ScrollableBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A display formula wider than a 320 px bubble: it scrolls sideways and is a focusable, named group. */
export const WideFormula: Story = {
  render: () => <FormulaSample tex={wideTex} />,
};

/** A four-column Arabic table: it scrolls from its first (right-hand) column. */
export const WideTable: Story = {
  render: () => <TableSample />,
};

/** A short formula fits: no scrolling, no tab stop, no group. */
export const FitsWithoutScrolling: Story = {
  render: () => <FormulaSample tex={shortTex} />,
};
