/**
 * ExportDialog (SPEC.md §7 exports, §8 'خطأ في التصدير' / 'خطأ في النسخ'): each of the four actions reports its
 * own success; a rejected copy says 'خطأ في النسخ' and a rejected file export 'خطأ في التصدير'; with no tutor
 * reply the dialog says so and nothing can be pressed; while an export runs the other actions wait.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ExportDialog, type ExportFormat } from '../../ui-kit/export';
import type { MessageKey } from '../../ui-kit/i18n';
import { tableOfPage } from '../auth/storyLocale';
import { findOpenDialog, pageNumber } from '../chat/chatShellFixtures';

const meta = {
  title: 'Export/ExportDialog',
  component: ExportDialog,
  args: {
    isOpen: true,
    messageCount: 4,
    onClose: fn(),
    onExport: fn(async (_format: ExportFormat) => {}),
  },
  // A pending button that has focus is announced by react-aria's live announcer, which keeps the announcement
  // (naming the button by id) for 7 s. In the next story that button is gone and axe would flag the dangling
  // reference, so each story starts with the announcer empty.
  beforeEach: () => {
    document.querySelectorAll('[data-live-announcer] [role="log"]').forEach((log) => log.replaceChildren());
  },
} satisfies Meta<typeof ExportDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const ACTION_LABELS: Record<ExportFormat, MessageKey> = {
  txt: 'export.txt',
  html: 'export.html',
  copy: 'export.copy',
  print: 'export.print',
};

/** The open dialog and its four actions, by their names in the page's language. */
async function openDialog() {
  const { t } = tableOfPage();
  const dialog = await findOpenDialog(t('export.title'));
  const body = within(dialog);
  const action = (format: ExportFormat) => body.getByRole('button', { name: t(ACTION_LABELS[format]) });
  return { t, dialog, body, action };
}

/** Presses one action and checks the outcome the dialog reports. */
function pressAndExpect(format: ExportFormat, message: MessageKey): Story['play'] {
  return async ({ args }) => {
    const { t, body, action } = await openDialog();
    await userEvent.click(action(format));
    await expect(args.onExport).toHaveBeenCalledTimes(1);
    await expect(args.onExport).toHaveBeenCalledWith(format);
    await waitFor(() => expect(body.getByRole('status')).toHaveTextContent(t(message)));
  };
}

/** The title, the subtitle, the number of replies, and a text file saved. */
export const Default: Story = {
  play: async (context) => {
    const { t, body, action } = await openDialog();
    await expect(body.getByText(t('export.subtitle'))).toBeVisible();
    await expect(body.getByText(t('export.count', { count: pageNumber(4) }))).toBeVisible();
    for (const format of ['txt', 'html', 'copy', 'print'] as const) await expect(action(format)).toBeEnabled();
    await expect(body.getByRole('status')).toHaveTextContent('');
    await pressAndExpect('txt', 'export.success')?.(context);
  },
};

export const DefaultEnglish: Story = { ...Default, globals: { locale: 'en' } };

export const WebPageSaved: Story = { play: pressAndExpect('html', 'export.success') };

export const CopiedToClipboard: Story = { play: pressAndExpect('copy', 'export.copied') };

export const PrintViewOpened: Story = { play: pressAndExpect('print', 'export.printOpened') };

/** The clipboard refused: 'خطأ في النسخ', and no claim that it was copied. */
export const CopyFails: Story = {
  args: {
    onExport: fn(async (format: ExportFormat) => {
      if (format === 'copy') throw new Error('clipboard blocked');
    }),
  },
  play: async (context) => {
    await pressAndExpect('copy', 'export.copyError')?.(context);
    const { t, body } = await openDialog();
    await expect(body.getByRole('status')).not.toHaveTextContent(t('export.copied'));
  },
};

export const CopyFailsEnglish: Story = { ...CopyFails, globals: { locale: 'en' } };

/** A file export failed: 'خطأ في التصدير'; trying another format afterwards replaces the message. */
export const ExportFails: Story = {
  args: {
    onExport: fn(async (format: ExportFormat) => {
      if (format !== 'copy') throw new Error('download blocked');
    }),
  },
  play: async ({ args }) => {
    const { t, body, action } = await openDialog();
    await userEvent.click(action('html'));
    await waitFor(() => expect(body.getByRole('status')).toHaveTextContent(t('export.error')));
    await userEvent.click(action('print'));
    await waitFor(() => expect(args.onExport).toHaveBeenLastCalledWith('print'));
    await expect(body.getByRole('status')).toHaveTextContent(t('export.error'));
    await userEvent.click(action('copy'));
    await waitFor(() => expect(body.getByRole('status')).toHaveTextContent(t('export.copied')));
  },
};

/** No tutor reply yet: the dialog says there is nothing to export, and every action is disabled. */
export const NothingToExport: Story = {
  args: { messageCount: 0 },
  play: async ({ args }) => {
    const { t, body, action } = await openDialog();
    await expect(body.getByText(t('export.empty'))).toBeVisible();
    await expect(body.queryByText(t('export.count', { count: pageNumber(0) }))).toBeNull();
    for (const format of ['txt', 'html', 'copy', 'print'] as const) await expect(action(format)).toBeDisabled();
    await userEvent.click(action('txt'), { pointerEventsCheck: 0 });
    await expect(args.onExport).not.toHaveBeenCalled();
  },
};

export const NothingToExportEnglish: Story = { ...NothingToExport, globals: { locale: 'en' } };

/** While one export runs, its button is busy and the others wait. */
export const Exporting: Story = {
  args: { onExport: fn((_format: ExportFormat) => new Promise<void>(() => {})) },
  play: async () => {
    const { action } = await openDialog();
    await userEvent.click(action('html'));
    await waitFor(() => expect(action('html')).toHaveAttribute('data-pending', 'true'));
    await expect(action('html')).toHaveAttribute('aria-disabled', 'true');
    await expect(action('txt')).toBeDisabled();
    await expect(action('copy')).toBeDisabled();
    await expect(action('print')).toBeDisabled();
  },
};

/** The close button closes the dialog. */
export const Closing: Story = {
  play: async ({ args }) => {
    const { t, body } = await openDialog();
    await userEvent.click(body.getByRole('button', { name: t('common.close') }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: pressAndExpect('copy', 'export.copied') };
