import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import axe from 'axe-core';
const meta = { title: 'Tmp/T', render: () => <p style={{ color: '#777', background: '#888' }}>Low contrast text here</p> } satisfies Meta;
export default meta;
export const Check: StoryObj<typeof meta> = { play: async () => {
  const r = await axe.run(document.body, { runOnly: { type: 'rule', values: ['color-contrast'] } });
  await expect(JSON.stringify({p: r.passes.length, v: r.violations.length, i: r.incomplete.length, ina: r.inapplicable.length})).toBe('');
} };
