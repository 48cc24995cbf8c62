// Shared Jest settings for every project: tests run against sources (no build needed),
// ESM-only packages are transformed, and workspace libs resolve to their src entry.
const path = require('node:path');
const nxPreset = require('@nx/jest/preset').default;

const esmPackages = [
  'ky',
  'until-async',
  '@storybook',
  'storybook',
  'msw',
  '@mswjs',
  '@bundled-es-modules',
  'rettime',
];

module.exports = {
  ...nxPreset,
  testEnvironment: 'jest-fixed-jsdom',
  // A page's first test also loads its lazy chunks and MSW; on a 2-core CI machine running
  // several libs' suites at once that can pass Jest's 5 s default. A bound on a hung test, not
  // a speed check (speed lives in tools/bench).
  testTimeout: 20_000,
  transform: {
    ...require('./jest.swc.cjs'),
    '^(?!.*\\.(ts|tsx|js|jsx|mjs|cjs|json)$)': '@nx/react/plugins/jest',
  },
  transformIgnorePatterns: [
    `/node_modules/(?!(${esmPackages.join('|')})/).*\\.(c?js|json)$`,
  ],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'mjs', 'cjs', 'json'],
  moduleNameMapper: {
    // Vite's `?no-inline` asset query (images kept as files): the file itself, which the
    // transform stubs.
    '^(.+\\.(svg|png|webp))\\?no-inline$': '$1',
    // Jest ignores package.json "browser", so styled-components would load its server build,
    // which never injects createGlobalStyle rules into the jsdom document.
    '^styled-components$': path.join(
      path.dirname(require.resolve('styled-components/package.json')),
      'dist/styled-components.browser.cjs.js',
    ),
    // The test tooling of tools/jest (an Nx project of its own, see its project.json).
    '^@ruume/jest-support/(.+)$': path.join(__dirname, 'tools/jest/$1'),
    '^@ruume/([a-z-]+)/testing$': path.join(
      __dirname,
      'libs/$1/src/testing.ts',
    ),
    '^@ruume/([a-z-]+)$': path.join(__dirname, 'libs/$1/src/index.ts'),
  },
  setupFilesAfterEnv: [path.join(__dirname, 'tools/jest/setup-dom.ts')],
  testEnvironmentOptions: { customExportConditions: [''] },
};
