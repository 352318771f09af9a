/**
 * Global styles: the self-hosted Arabic+Latin webfont, a small reset and the base page colours.
 * Call `globalStyles()` once at the root (the app's Root and the Storybook decorator do).
 */
import '@fontsource-variable/noto-sans-arabic/wght.css';
import { globalCss } from './stitches.config';

export const globalStyles = globalCss({
  '*, *::before, *::after': { boxSizing: 'border-box' },
  html: { colorScheme: 'light', WebkitTextSizeAdjust: '100%' },
  'html.dark-theme': { colorScheme: 'dark' },
  body: {
    margin: 0,
    minHeight: '100vh',
    backgroundColor: '$bg',
    color: '$text',
    fontFamily: '$body',
    fontSize: '$3',
    lineHeight: '$normal',
    WebkitFontSmoothing: 'antialiased',
  },
  'h1, h2, h3, h4, p': { margin: 0 },
  'button, input, select, textarea': { font: 'inherit', color: 'inherit' },
  a: { color: '$primary' },
  img: { maxWidth: '100%', display: 'block' },
  ':focus-visible': { outline: '2px solid $focusRing', outlineOffset: '2px' },
  '@reducedMotion': {
    '*, *::before, *::after': { animationDuration: '0.01ms !important', transitionDuration: '0.01ms !important' },
  },
});
