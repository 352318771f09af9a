/**
 * The one global decorator: every story renders in Arabic/RTL or English/LTR × light or dark, chosen by the
 * toolbar globals `locale` and `theme` (also settable by URL: `&globals=locale:en;theme:dark`, which is how the
 * visual-regression run opens each variant). `lang`, `dir` and the theme class go on <html>, not on a wrapper,
 * because react-aria overlays portal to <body> and must mirror and re-theme with the page.
 */
import { useLayoutEffect, type ReactNode } from 'react';
import type { Decorator, Preview } from '@storybook/react-vite';
import '../ui-kit/i18n/all-languages';
// Storybook shows both languages: register both string tables (the app loads one at a time).
import '../ui-kit/i18n/all-languages';
import { LocaleProvider, directionOf, type Language } from '../ui-kit/i18n';
import { darkTheme } from '../ui-kit/theme/stitches.config';
import { globalStyles } from '../ui-kit/theme/global';

type ThemeName = 'light' | 'dark';

const languages: readonly Language[] = ['ar', 'en'];
const themes: readonly ThemeName[] = ['light', 'dark'];

/** Narrows a toolbar/URL global to a known value, falling back to the product default. */
function pick<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

/** Mirrors what the SSR host puts on the first byte: <html lang dir class>. */
function applyDocumentLocaleAndTheme(language: Language, theme: ThemeName): void {
  const html = document.documentElement;
  html.lang = language;
  html.dir = directionOf(language);
  html.classList.toggle(darkTheme.className, theme === 'dark');
}

/** Applies the globals before the story paints and renders the story inside the locale context. */
function StoryFrame({ language, theme, children }: { language: Language; theme: ThemeName; children: ReactNode }) {
  // Set synchronously as well, so the very first paint (and a react-aria portal mounting with the story) is right.
  applyDocumentLocaleAndTheme(language, theme);
  useLayoutEffect(() => applyDocumentLocaleAndTheme(language, theme), [language, theme]);
  return <LocaleProvider language={language}>{children}</LocaleProvider>;
}

const withLocaleAndTheme: Decorator = (Story, context) => {
  globalStyles();
  const language = pick(context.globals.locale, languages, 'ar');
  const theme = pick(context.globals.theme, themes, 'light');
  return (
    <StoryFrame language={language} theme={theme}>
      <Story />
    </StoryFrame>
  );
};

const preview: Preview = {
  decorators: [withLocaleAndTheme],
  globalTypes: {
    locale: {
      description: 'Language and direction',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'ar', right: 'rtl', title: 'العربية' },
          { value: 'en', right: 'ltr', title: 'English' },
        ],
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', icon: 'sun', title: 'Light' },
          { value: 'dark', icon: 'moon', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'ar', theme: 'light' },
  parameters: {
    layout: 'padded',
    // The page colour comes from the theme (body → $bg); Storybook's own backgrounds would hide dark mode.
    backgrounds: { disable: true },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y: {
      // Violations fail the story test (vitest) and show in the a11y panel.
      test: 'error',
      options: {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'] },
      },
    },
  },
};

export default preview;
