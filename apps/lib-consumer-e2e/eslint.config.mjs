import baseConfig from '../../eslint.config.mjs';

export default [
  ...baseConfig,
  {
    // app/ stands for an outside team's app: it imports the packed tarballs by their published
    // names, so the workspace's module boundaries do not apply to it.
    files: ['app/**/*.ts', 'app/**/*.tsx'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
];
