// One Storybook for the whole workspace: every lib's stories plus the web shell's,
// grouped by lib through each file's `title` (e.g. 'ui-kit/Button', 'share/SharePage').
import type { StorybookConfig } from '@storybook/react-vite';
import { defaultClientConditions, mergeConfig } from 'vite';

const config: StorybookConfig = {
  stories: [
    '../libs/ui-kit/src/introduction.mdx',
    '../libs/*/src/**/*.stories.@(ts|tsx)',
    '../apps/web/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  async viteFinal(viteConfig) {
    return mergeConfig(viteConfig, {
      // Workspace packages export "@ruume/source" → src, so stories run against sources (no build).
      resolve: { conditions: ['@ruume/source', ...defaultClientConditions] },
      build: {
        chunkSizeWarningLimit: 2000,
        rolldownOptions: {
          // sonner and react-router mark themselves 'use client'; meaningless in a SPA bundle.
          onLog(
            level: string,
            log: { code?: string },
            handler: (level: string, log: unknown) => void,
          ) {
            if (log.code !== 'MODULE_LEVEL_DIRECTIVE') handler(level, log);
          },
        },
      },
    });
  },
};

export default config;
