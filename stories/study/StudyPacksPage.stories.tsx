/**
 * /study-packs: the grid (long Arabic and English titles, levels, point counts), the subject filter narrowing it,
 * one pack opened with its maths rendered and the way back (focus returns to the card), and the loading, error
 * and empty states; also at 360 px and in dark.
 */
import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { StudyPack } from '../../contract/learning';
import { translator, type Language } from '../../ui-kit/i18n';
import { StudyPacksPage, type StudyPacksPageProps } from '../../ui-kit/study/StudyPacksPage';
import { packPoints, packTitle, type StudyPackFilter } from '../../ui-kit/study/studyPackText';
import { containing, tableOfPage } from '../auth/storyLocale';
import { pageNumber, phoneViewport } from '../chat/chatShellFixtures';
import { cellPack, molePack, motionPack, ohmPack, quadraticsPack, storyPacks } from './studyPackFixtures';

const meta = {
  title: 'Study/StudyPacksPage',
  component: StudyPacksPage,
  parameters: { layout: 'fullscreen' },
  args: {
    packs: storyPacks,
    category: 'all',
    selectedPackId: null,
    onCategoryChange: fn(),
    onOpen: fn(),
    onBack: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof StudyPacksPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The page's language and `t()`, and a pack's title as the page shows it. */
function page() {
  const { language, t } = tableOfPage();
  return { language, t, titleOf: (pack: StudyPack) => packTitle(pack, language) };
}

function gridOf(canvasElement: HTMLElement, language: Language) {
  return within(canvasElement).getByRole('list', { name: translator(language)('studyPacks.title') });
}

/** The app's wiring in miniature: the filter and the open pack held in state, the callbacks still reported. */
function StudyPacksFlow(props: StudyPacksPageProps) {
  const [category, setCategory] = useState<StudyPackFilter>(props.category);
  const [selectedPackId, setSelectedPackId] = useState(props.selectedPackId ?? null);
  return (
    <StudyPacksPage
      {...props}
      category={category}
      selectedPackId={selectedPackId}
      onCategoryChange={(next) => {
        props.onCategoryChange(next);
        setCategory(next);
      }}
      onOpen={(packId) => {
        props.onOpen(packId);
        setSelectedPackId(packId);
      }}
      onBack={() => {
        props.onBack();
        setSelectedPackId(null);
      }}
    />
  );
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { language, t, titleOf } = page();
    await expect(canvas.getByRole('heading', { level: 1, name: t('studyPacks.title') })).toBeVisible();
    await expect(canvas.getByText(t('studyPacks.subtitle'))).toBeVisible();
    await expect(canvas.getByRole('radio', { name: t('studyPacks.all') })).toBeChecked();
    const cards = within(gridOf(canvasElement, language)).getAllByRole('listitem');
    await expect(cards).toHaveLength(storyPacks.length);
    // Each card: its title (the open button, dir=auto), its level from the grade ids, and its number of points.
    const motionButton = canvas.getByRole('button', { name: titleOf(motionPack) });
    await expect(motionButton.querySelector('[dir="auto"]')).not.toBeNull();
    await expect(motionButton).toHaveAccessibleDescription(containing(t('studyPacks.level', { level: t('auth.grade.grade10') })));
    await expect(motionButton).toHaveAccessibleDescription(
      containing(t('studyPacks.points', { n: pageNumber(packPoints(motionPack, language).length) })),
    );
    await expect(canvas.getByRole('button', { name: titleOf(ohmPack) })).toHaveAccessibleDescription(
      containing(t('studyPacks.level', { level: t('auth.grade.grade12') })),
    );
  },
};

export const DefaultEnglish: Story = { ...Default, globals: { locale: 'en' } };

/** The filter narrows the grid to one category, and "All" brings every pack back. */
export const FilterNarrowsTheGrid: Story = {
  render: (args) => <StudyPacksFlow {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const { language, t, titleOf } = page();
    const cards = () => within(gridOf(canvasElement, language)).getAllByRole('listitem');

    await userEvent.click(canvas.getByRole('radio', { name: t('studyPacks.category.physics') }));
    await expect(args.onCategoryChange).toHaveBeenLastCalledWith('physics');
    await expect(canvas.getByRole('radio', { name: t('studyPacks.category.physics') })).toBeChecked();
    await expect(cards()).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: titleOf(motionPack) })).toBeVisible();
    await expect(canvas.getByRole('button', { name: titleOf(ohmPack) })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: titleOf(molePack) })).toBeNull();

    await userEvent.click(canvas.getByRole('radio', { name: t('studyPacks.category.biology') }));
    await expect(cards()).toHaveLength(1);
    await expect(canvas.getByRole('button', { name: titleOf(cellPack) })).toBeVisible();

    await userEvent.click(canvas.getByRole('radio', { name: t('studyPacks.all') }));
    await expect(cards()).toHaveLength(storyPacks.length);
  },
};

export const FilterNarrowsTheGridEnglish: Story = { ...FilterNarrowsTheGrid, globals: { locale: 'en' } };

/** Opening a pack shows its points with the maths typeset; back returns to the grid with focus on that card. */
export const OpenAPackAndGoBack: Story = {
  render: (args) => <StudyPacksFlow {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const { language, t, titleOf } = page();

    await userEvent.click(canvas.getByRole('button', { name: titleOf(molePack) }));
    await expect(args.onOpen).toHaveBeenCalledWith(molePack.id);
    const title = await canvas.findByRole('heading', { level: 1, name: titleOf(molePack) });
    await waitFor(() => expect(title).toHaveFocus());
    await expect(canvas.getByRole('heading', { level: 2, name: t('studyPacks.summaryTitle') })).toBeVisible();
    const points = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(points).toHaveLength(packPoints(molePack, language).length);
    // Every point with maths is typeset by KaTeX, left to right inside the Arabic sentence.
    const formula = points[0]?.querySelector('[data-math] .katex');
    await expect(formula).not.toBeNull();
    await expect(getComputedStyle(formula?.closest('[data-math]') as Element).direction).toBe('ltr');
    await expect(canvas.queryByRole('radio', { name: t('studyPacks.all') })).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: t('studyPacks.back') }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
    const card = await canvas.findByRole('button', { name: titleOf(molePack) });
    await waitFor(() => expect(card).toHaveFocus());
    await expect(within(gridOf(canvasElement, language)).getAllByRole('listitem')).toHaveLength(storyPacks.length);
  },
};

export const OpenAPackAndGoBackEnglish: Story = { ...OpenAPackAndGoBack, globals: { locale: 'en' } };

/** A pack opened from the address: the long Arabic title wraps, every point renders its formulas. */
export const PackOpen: Story = {
  args: { selectedPackId: motionPack.id },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { language, titleOf } = page();
    await expect(canvas.getByRole('heading', { level: 1, name: titleOf(motionPack) })).toBeVisible();
    const points = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(points).toHaveLength(packPoints(motionPack, language).length);
    for (const point of points) await expect(point.querySelector('.katex')).not.toBeNull();
  },
};

export const PackOpenEnglish: Story = { ...PackOpen, globals: { locale: 'en' } };

export const PackOpenDark: Story = { ...PackOpen, globals: { theme: 'dark' } };

export const Loading: Story = {
  args: { packs: null },
  play: async ({ canvasElement }) => {
    const { t } = page();
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(t('studyPacks.loading'));
  },
};

export const LoadingEnglish: Story = { ...Loading, globals: { locale: 'en' } };

export const LoadFailed: Story = {
  args: { packs: null, error: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const { t } = page();
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('studyPacks.error'));
    await userEvent.click(canvas.getByRole('button', { name: t('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const LoadFailedEnglish: Story = { ...LoadFailed, globals: { locale: 'en' } };

/** A category with no packs yet says so instead of an empty grid. */
export const EmptyCategory: Story = {
  args: { packs: [molePack, motionPack, quadraticsPack], category: 'biology' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { t } = page();
    await expect(canvas.getByText(t('studyPacks.empty'))).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const EmptyCategoryEnglish: Story = { ...EmptyCategory, globals: { locale: 'en' } };

/** 360 px: one column, the filter pills wrap, the long titles wrap inside their cards. */
export const Phone: Story = {
  parameters: { layout: 'fullscreen', ...phoneViewport.parameters },
  globals: phoneViewport.globals,
  play: async ({ canvasElement }) => {
    const { titleOf } = page();
    const card = within(canvasElement).getByRole('button', { name: titleOf(motionPack) }).closest('li');
    await expect(card?.scrollWidth).toBeLessThanOrEqual(card?.clientWidth ?? 0);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const PhoneEnglish: Story = { ...Phone, globals: { ...phoneViewport.globals, locale: 'en' } };

export const PhonePackOpen: Story = { ...Phone, args: { selectedPackId: motionPack.id }, play: undefined };

export const Dark: Story = { globals: { theme: 'dark' } };
