import baseConfig from '../../eslint.config.mjs';

export default [
  ...baseConfig,
  {
    // A domain module (routes/<domain>/) builds on core, adapters, db, http and plugins,
    // never on another domain: what two domains share moves into core.
    files: ['src/routes/*/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(?!\\.\\./)',
              message:
                'A domain module must not import another domain (or routes/index): move what they share into src/core.',
            },
          ],
        },
      ],
    },
  },
];
