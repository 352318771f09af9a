/** TEMPORARY harness self-test (Storybook helper): removed once real primitives' stories exist. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { Button, Dialog, DialogTrigger, Heading, Modal } from 'react-aria-components';
import { useLocale } from '../../ui-kit/i18n';
import { styled } from '../../ui-kit/theme/stitches.config';

const Box = styled('div', { padding: '$4', backgroundColor: '$surface', color: '$text', borderRadius: '$md', border: '1px solid $border' });
const Btn = styled(Button, { backgroundColor: '$primary', color: '$onPrimary', border: 'none', borderRadius: '$sm', px: '$4', py: '$2' });
const Sheet = styled(Dialog, { backgroundColor: '$surfaceRaised', color: '$text', padding: '$6', outline: 'none' });

function Probe() {
  const { t, dir, language } = useLocale();
  return (
    <Box>
      <p data-testid="probe">{t('app.name')} — {language}/{dir}</p>
      <p>{t('app.tagline')}</p>
      <DialogTrigger>
        <Btn>{t('common.show')}</Btn>
        <Modal>
          <Sheet>
            <Heading slot="title">{t('app.name')}</Heading>
            <Btn slot="close">{t('common.close')}</Btn>
          </Sheet>
        </Modal>
      </DialogTrigger>
    </Box>
  );
}

const meta = { title: 'Harness/Probe', component: Probe } satisfies Meta<typeof Probe>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(document.documentElement.dir).toBe(document.documentElement.lang === 'ar' ? 'rtl' : 'ltr');
    await expect(canvas.getByTestId('probe')).toBeVisible();
  },
};

export const OpenDialog: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    await expect(await screen.findByRole('dialog')).toBeVisible();
  },
};

