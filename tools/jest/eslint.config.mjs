import nx from '@nx/eslint-plugin';
import baseConfig, {
  boundaries,
  depConstraints,
} from '../../eslint.config.mjs';

export default [
  ...nx.configs['flat/react'],
  ...baseConfig,
  {
    // Stories render in Jest with the catalogue's own decorators (.storybook is no project).
    files: ['**/*.ts', '**/*.tsx'],
    rules: {
      '@nx/enforce-module-boundaries': boundaries(depConstraints, {
        inBuild: false,
        allow: ['^\\.\\./\\.\\./\\.storybook/preview$'],
      }),
    },
  },
];
