import nx from '@nx/eslint-plugin';
import prettierRecommended from 'eslint-plugin-prettier/recommended';

// Raw colours and lengths belong in src/theme/tokens.ts; styles read them from the theme.
const rawValue =
  '/#[0-9a-fA-F]{3,8}\\b|\\brgba?\\(|\\bhsla?\\(|\\b\\d*\\.?\\d+px\\b/';
const tokenOnlyMessage =
  'Use theme tokens (src/theme/tokens.ts) instead of raw colours or pixel values.';

// ARCHITECTURE.md: the shell composes; feature libs never import each other; web and api never
// import each other; what two domains share lives in api-client, ui-kit or contracts.
export const depConstraints = [
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
    onlyDependOnLibsWithTags: ['type:ui', 'type:util', 'type:contract'],
  },
  {
    sourceTag: 'type:util',
    onlyDependOnLibsWithTags: ['type:util', 'type:contract'],
  },
  {
    sourceTag: 'type:contract',
    onlyDependOnLibsWithTags: ['type:contract'],
  },
];

// Test tooling (tools/jest, tagged type:test) is for tests, stories and test support alone.
const testFiles = [
  '**/*.test.ts',
  '**/*.test.tsx',
  '**/*.spec.ts',
  '**/*.spec.tsx',
  '**/*.stories.tsx',
  '**/src/test-support/**',
];
const testToolingConstraint = {
  sourceTag: 'type:test',
  onlyDependOnLibsWithTags: ['type:ui', 'type:util', 'type:contract'],
};
// Tests are no part of a lib's build, so they may import what is not buildable (tools/jest).
export const boundaries = (
  constraints,
  { inBuild = true, allow = [] } = {},
) => [
  'error',
  {
    enforceBuildableLibDependency: inBuild,
    allow: ['^.*/eslint(\\.base)?\\.config\\.[cm]?[jt]s$', ...allow],
    depConstraints: [...constraints, testToolingConstraint],
  },
];
const mayUseTestTooling = depConstraints.map((constraint) =>
  constraint.sourceTag.startsWith('type:') &&
  constraint.sourceTag !== 'type:contract'
    ? {
        ...constraint,
        onlyDependOnLibsWithTags: [
          ...constraint.onlyDependOnLibsWithTags,
          'type:test',
        ],
      }
    : constraint,
);

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
      '@nx/enforce-module-boundaries': boundaries(depConstraints),
    },
  },
  {
    files: testFiles,
    rules: {
      '@nx/enforce-module-boundaries': boundaries(mayUseTestTooling, {
        inBuild: false,
      }),
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
