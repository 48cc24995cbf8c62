// Packages that ship ESM, or CJS with `import()` calls, which Jest's CommonJS runtime cannot run
// untransformed (it would need --experimental-vm-modules): PGlite imports node built-ins,
// @fastify/cookie imports the ESM-only cookie, @fastify/static requires the ESM-only
// content-disposition. Add a package here when a test fails with "dynamic import callback".
const transformedPackages = [
  '@electric-sql/pglite',
  '@fastify/cookie',
  'cookie',
  'content-disposition',
];

module.exports = {
  displayName: 'api',
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
  // The preset's DOM matchers and browser export conditions are for the web projects.
  setupFilesAfterEnv: [],
  testEnvironmentOptions: {
    customExportConditions: ['node', 'require', 'default'],
  },
  // The last node_modules segment decides, so nested copies are transformed too.
  transformIgnorePatterns: [
    `/node_modules/(?!.*/node_modules/)(?!(${transformedPackages.join('|')})/).*\\.(c?js|json)$`,
  ],
  // Builds the migrated PGlite template once; each test file copies it (initdb takes seconds).
  globalSetup: '<rootDir>/test/global-setup.ts',
  testTimeout: 30_000,
  coverageDirectory: 'test-output/jest/coverage',
};
