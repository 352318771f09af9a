/**
 * LandingPage: the whole visitor page (hero, features, testimonials, stats, call to action, footer).
 * The parts have their own stories beside this one.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { translator, type Language } from '../../ui-kit/i18n';
import { LandingPage } from '../../ui-kit/landing/LandingPage';

function pageT() {
  const language: Language = document.documentElement.lang === 'en' ? 'en' : 'ar';
  return translator(language);
}

const meta = {
  title: 'Landing/LandingPage',
  component: LandingPage,
  parameters: { layout: 'fullscreen' },
  // A fixed year keeps the footer (and screenshots) stable.
  args: { onSignUp: fn(), onTryWithoutAccount: fn(), year: 2025 },
} satisfies Meta<typeof LandingPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const t = pageT();

    // One h1 (the hero), then a section heading for each block.
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getByRole('heading', { level: 2, name: t('landing.featuresTitle') })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    await expect(canvas.getAllByRole('figure').filter((figure) => figure.querySelector('blockquote'))).toHaveLength(3);

    // Stats line: 8 subjects / 4 personalities / unlimited stories (digits follow the locale).
    const arabic = document.documentElement.lang === 'ar';
    await expect(canvas.getByText(t('landing.statSubjects')).closest('li')).toHaveTextContent(arabic ? '٨' : '8');
    await expect(canvas.getByText(t('landing.statPersonalities')).closest('li')).toHaveTextContent(arabic ? '٤' : '4');
    await expect(canvas.getByText(t('landing.statStories'))).toBeVisible();

    // Sign Up (hero and call to action) and Try Without Account are callbacks.
    const [heroSignUp, ctaSignUp] = canvas.getAllByRole('button', { name: t('landing.signUp') });
    await userEvent.click(heroSignUp!);
    await expect(args.onSignUp).toHaveBeenCalledTimes(1);
    await userEvent.click(ctaSignUp!);
    await expect(args.onSignUp).toHaveBeenCalledTimes(2);
    await userEvent.click(canvas.getAllByRole('button', { name: t('landing.tryWithoutAccount') })[0]!);
    await expect(args.onTryWithoutAccount).toHaveBeenCalledTimes(1);

    // Footer links and copyright.
    for (const href of ['/study-packs', '/subscribe', '/billing', '/support']) {
      await expect(canvasElement.querySelector(`footer a[href="${href}"]`)).not.toBeNull();
    }
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent(arabic ? '© ٢٠٢٥' : '© 2025');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const statTexts = canvas.getAllByRole('listitem').map((item) => item.textContent?.replace(/\s+/g, ' ').trim());
    await expect(statTexts).toEqual(expect.arrayContaining(['8 subjects', '4 personalities', '∞ unlimited stories']));
    await userEvent.click(canvas.getAllByRole('button', { name: 'Sign Up' })[0]!);
    await expect(args.onSignUp).toHaveBeenCalledTimes(1);
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

/** Counts come from props: a future ninth subject changes the stats line without a string change. */
export const CustomCounts: Story = { args: { subjectsCount: 9, personalitiesCount: 5 } };
