import nx from '@nx/eslint-plugin';
import baseConfig from '../../eslint.config.mjs';

// Raw colours and lengths belong in src/theme/tokens.ts; styles read them from the theme.
const rawValue =
  '/#[0-9a-fA-F]{3,8}\\b|\\brgba?\\(|\\bhsla?\\(|\\b\\d*\\.?\\d+px\\b/';
const tokenOnlyMessage =
  'Use theme tokens (src/theme/tokens.ts) instead of raw colours or pixel values.';

export default [
  ...nx.configs['flat/react'],
  ...baseConfig,
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx'],
    rules: {},
  },
  {
    files: ['src/**/*.styles.ts'],
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
  {
    ignores: ['**/out-tsc'],
  },
];
