/**
 * Storybook configuration: every ui-kit story (stories/ and any colocated ui-kit/*.stories.tsx), the Vitest
 * addon (stories as browser tests) and the a11y addon (axe on every story). Builds offline: no telemetry.
 * The builder reads the root vite.config.ts for plugins but drops its `build` block (the app's entry).
 */
import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../stories/**/*.stories.@(ts|tsx)', '../ui-kit/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-vitest', '@storybook/addon-a11y'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: false },
};

export default config;
