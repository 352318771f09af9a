/**
 * The one token source of the product: colours, space, radii, fonts, shadows and the dark theme.
 * Components use only these tokens (`$primary`, `$3`, …) and the logical-property utilities below,
 * so the whole UI mirrors for RTL and switches theme by one class on <html>.
 */
import { createStitches } from '@stitches/react';
import type * as Stitches from '@stitches/react';

export const { styled, css, globalCss, keyframes, getCssText, theme, createTheme, config } = createStitches({
  theme: {
    colors: {
      // Brand: a deep Nile teal with a warm sand accent.
      primary: '#0b6e6e',
      primaryHover: '#095a5a',
      primaryPressed: '#074848',
      primarySoft: '#e0f2f1',
      onPrimary: '#ffffff',
      accent: '#b45309',
      accentSoft: '#fef3c7',
      onAccent: '#ffffff',
      premium: '#7c3aed',
      premiumSoft: '#ede9fe',
      onPremium: '#ffffff',

      bg: '#f7f8fa',
      surface: '#ffffff',
      surfaceRaised: '#ffffff',
      surfaceMuted: '#eef1f4',
      overlay: 'rgba(15, 23, 42, 0.45)',

      text: '#111827',
      textMuted: '#4b5563',
      textSubtle: '#5b6472',
      border: '#d5dbe3',
      borderStrong: '#8a94a3',
      focusRing: '#1d4ed8',

      success: '#166534',
      successSoft: '#dcfce7',
      danger: '#b91c1c',
      dangerHover: '#991b1b',
      dangerSoft: '#fee2e2',
      onDanger: '#ffffff',
      warning: '#92400e',
      warningSoft: '#fef3c7',
      info: '#1e40af',
      infoSoft: '#dbeafe',
    },
    space: {
      0: '0',
      1: '4px',
      2: '8px',
      3: '12px',
      4: '16px',
      5: '20px',
      6: '24px',
      7: '32px',
      8: '40px',
      9: '56px',
      10: '80px',
    },
    sizes: {
      control: '40px',
      controlSm: '32px',
      controlLg: '48px',
      content: '1120px',
      prose: '680px',
      dialog: '480px',
      header: '64px',
    },
    radii: { sm: '6px', md: '10px', lg: '16px', xl: '24px', pill: '999px', round: '50%' },
    fonts: {
      body: "'Noto Sans Arabic Variable', 'Noto Sans Arabic', system-ui, sans-serif",
      mono: "ui-monospace, 'DejaVu Sans Mono', monospace",
    },
    fontSizes: { 1: '12px', 2: '14px', 3: '16px', 4: '18px', 5: '22px', 6: '28px', 7: '36px', 8: '48px' },
    fontWeights: { regular: '400', medium: '500', bold: '700', black: '800' },
    lineHeights: { tight: '1.25', normal: '1.6', relaxed: '1.8' },
    shadows: {
      sm: '0 1px 2px rgba(15, 23, 42, 0.08)',
      md: '0 4px 12px rgba(15, 23, 42, 0.10)',
      lg: '0 12px 32px rgba(15, 23, 42, 0.18)',
    },
    zIndices: { header: 10, overlay: 100, toast: 200, tooltip: 300 },
    transitions: { fast: '120ms ease-out', normal: '200ms ease-out' },
  },
  media: {
    sm: '(min-width: 640px)',
    md: '(min-width: 900px)',
    lg: '(min-width: 1200px)',
    reducedMotion: '(prefers-reduced-motion: reduce)',
  },
  utils: {
    // Logical-property shorthands: the only way ui-kit sets inline spacing, so RTL mirrors for free.
    px: (value: Stitches.PropertyValue<'paddingInline'>) => ({ paddingInline: value }),
    py: (value: Stitches.PropertyValue<'paddingBlock'>) => ({ paddingBlock: value }),
    mx: (value: Stitches.PropertyValue<'marginInline'>) => ({ marginInline: value }),
    my: (value: Stitches.PropertyValue<'marginBlock'>) => ({ marginBlock: value }),
    ps: (value: Stitches.PropertyValue<'paddingInlineStart'>) => ({ paddingInlineStart: value }),
    pe: (value: Stitches.PropertyValue<'paddingInlineEnd'>) => ({ paddingInlineEnd: value }),
    ms: (value: Stitches.PropertyValue<'marginInlineStart'>) => ({ marginInlineStart: value }),
    me: (value: Stitches.PropertyValue<'marginInlineEnd'>) => ({ marginInlineEnd: value }),
    insetStart: (value: Stitches.PropertyValue<'insetInlineStart'>) => ({ insetInlineStart: value }),
    insetEnd: (value: Stitches.PropertyValue<'insetInlineEnd'>) => ({ insetInlineEnd: value }),
    size: (value: Stitches.PropertyValue<'width'>) => ({ width: value, height: value }),
    focusRing: (_: boolean) => ({ outline: '2px solid $focusRing', outlineOffset: '2px' }),
  },
});

/** Dark theme: applied as a class on <html> so portalled overlays (dialogs, toasts) follow it. */
export const darkTheme = createTheme('dark-theme', {
  colors: {
    primary: '#5eead4',
    primaryHover: '#99f6e4',
    primaryPressed: '#2dd4bf',
    primarySoft: '#123c3a',
    onPrimary: '#04201f',
    accent: '#fbbf24',
    accentSoft: '#3b2a0a',
    onAccent: '#1c1305',
    premium: '#c4b5fd',
    premiumSoft: '#2e2250',
    onPremium: '#1a1033',

    bg: '#0b1017',
    surface: '#121a24',
    surfaceRaised: '#18222f',
    surfaceMuted: '#1c2633',
    overlay: 'rgba(0, 0, 0, 0.6)',

    text: '#f1f5f9',
    textMuted: '#c2ccd8',
    textSubtle: '#a7b2c0',
    border: '#2c3a4b',
    borderStrong: '#6b7a8f',
    focusRing: '#93c5fd',

    success: '#86efac',
    successSoft: '#12301d',
    danger: '#fca5a5',
    dangerHover: '#fecaca',
    dangerSoft: '#3a1414',
    onDanger: '#2a0808',
    warning: '#fcd34d',
    warningSoft: '#33260a',
    info: '#93c5fd',
    infoSoft: '#14233d',
  },
  shadows: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.5)',
    md: '0 4px 12px rgba(0, 0, 0, 0.5)',
    lg: '0 12px 32px rgba(0, 0, 0, 0.6)',
  },
});

/** Class names by resolved theme, for <html class>. */
export const themeClassName = { light: '', dark: darkTheme.className } as const;

export type CSS = Stitches.CSS<typeof config>;
