import nx from '@nx/eslint-plugin';
import prettierRecommended from 'eslint-plugin-prettier/recommended';

// Raw colours and lengths belong in src/theme/tokens.ts; styles read them from the theme.
const rawValue =
  '/#[0-9a-fA-F]{3,8}\\b|\\brgba?\\(|\\bhsla?\\(|\\b\\d*\\.?\\d+px\\b/';
const tokenOnlyMessage =
  'Use theme tokens (src/theme/tokens.ts) instead of raw colours or pixel values.';

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  {
    ignores: [
      '**/dist',
      '**/out-tsc',
      '**/vite.config.*.timestamp*',
      '**/storybook-static',
      '**/test-output',
    ],
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx'],
    rules: {
      // ARCHITECTURE.md: the shell composes; feature libs never import each other; web and api
      // never import each other; what two domains share lives in api-client, ui-kit or contracts.
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: true,
          allow: ['^.*/eslint(\\.base)?\\.config\\.[cm]?[jt]s$'],
          depConstraints: [
            {
              sourceTag: 'scope:web',
              onlyDependOnLibsWithTags: ['scope:web', 'scope:shared'],
            },
            {
              sourceTag: 'scope:api',
              onlyDependOnLibsWithTags: ['scope:api', 'scope:shared'],
            },
            {
              sourceTag: 'scope:shared',
              onlyDependOnLibsWithTags: ['scope:shared'],
            },
            {
              sourceTag: 'type:app',
              onlyDependOnLibsWithTags: [
                'type:feature',
                'type:data-access',
                'type:ui',
                'type:util',
                'type:contract',
              ],
            },
            {
              sourceTag: 'type:e2e',
              onlyDependOnLibsWithTags: ['type:contract', 'type:util'],
            },
            {
              sourceTag: 'type:feature',
              onlyDependOnLibsWithTags: [
                'type:data-access',
                'type:ui',
                'type:util',
                'type:contract',
              ],
            },
            {
              sourceTag: 'type:data-access',
              onlyDependOnLibsWithTags: [
                'type:data-access',
                'type:util',
                'type:contract',
              ],
            },
            {
              sourceTag: 'type:ui',
              onlyDependOnLibsWithTags: [
                'type:ui',
                'type:util',
                'type:contract',
              ],
            },
            {
              sourceTag: 'type:util',
              onlyDependOnLibsWithTags: ['type:util', 'type:contract'],
            },
            {
              sourceTag: 'type:contract',
              onlyDependOnLibsWithTags: ['type:contract'],
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'styled-components',
              importNames: ['default'],
              message:
                "Use `import { styled } from 'styled-components'`: Node's ESM loader hands a default import the whole CommonJS module, so published libs would break under SSR and Vitest.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.styles.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `TemplateElement[value.raw=${rawValue}]`,
          message: tokenOnlyMessage,
        },
        { selector: `Literal[value=${rawValue}]`, message: tokenOnlyMessage },
      ],
    },
  },
  // One format for the whole repository (.prettierrc, default print width): lint fails on a
  // file prettier would change, and stylistic rules that fight it are off.
  prettierRecommended,
];
