/**
 * Registers both string tables at once: for Storybook, tests and the server (where size does not matter).
 * The browser app loads one language at a time instead (app/i18n-loader.ts).
 */
import { ar } from './ar';
import { en } from './en';
import { registerMessages } from './registry';

registerMessages('ar', ar);
registerMessages('en', en);
