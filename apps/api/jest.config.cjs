// Packages that ship ESM, or CJS with `import()` calls, which Jest's CommonJS runtime cannot run
// untransformed (it would need --experimental-vm-modules): PGlite imports node built-ins,
// @fastify/cookie imports the ESM-only cookie, @fastify/static requires the ESM-only
// content-disposition; openid-client (with oauth4webapi and jose) and file-type (with its
// tokenizer packages) are ESM-only. Add a package here when a test fails with "dynamic import
// callback" or "Cannot use import statement outside a module".
const transformedPackages = [
  '@electric-sql/pglite',
  '@fastify/cookie',
  'cookie',
  'content-disposition',
  'openid-client',
  'oauth4webapi',
  'jose',
  'file-type',
  'strtok3',
  'token-types',
  'uint8array-extras',
  '@tokenizer/inflate',
  '@borewit/text-codec',
];

const preset = require('../../jest.preset.js');

module.exports = {
  displayName: 'api',
  preset: '../../jest.preset.js',
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    // file-type's "node" export has only import conditions, which Jest's CommonJS resolver
    // skips (it would land on the .d.ts); its "./node" entry is the same file, plainly exported.
    '^file-type$': 'file-type/node',
  },
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
  // Builds the migrated PGlite template once (each test file copies it: initdb takes seconds)
  // and starts one Janus for the run.
  globalSetup: '<rootDir>/test/global-setup.ts',
  // Stops the run's Janus (started by the global setup for the SFU tests).
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  testTimeout: 30_000,
  // Jest's default on 2 cores is one worker, and the api's suites are the longest of npm test's
  // test step (much of it waiting on Janus, sockets and timers): two files at a time.
  maxWorkers: 2,
  coverageDirectory: 'test-output/jest/coverage',
};
