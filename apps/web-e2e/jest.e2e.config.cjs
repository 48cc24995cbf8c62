// Browser end-to-end tests: one real server for all specs (global setup), Debian Chromium via playwright-core.
// Named jest.e2e.config.cjs on purpose: @nx/jest infers a `test` target from jest.config.* files, and these
// specs must only run through `nx e2e web-e2e` (they need built apps and a browser).
const path = require('node:path');

module.exports = {
  displayName: 'web-e2e',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.e2e.ts'],
  transform: {
    '^.+\\.ts$': [
      'babel-jest',
      { configFile: path.join(__dirname, '../../babel.jest.config.cjs') },
    ],
  },
  moduleFileExtensions: ['ts', 'js', 'cjs', 'mjs', 'json'],
  globalSetup: '<rootDir>/src/support/global-setup.ts',
  globalTeardown: '<rootDir>/src/support/global-teardown.ts',
  reporters: ['default', '<rootDir>/src/support/server-log-reporter.cjs'],
  // Generous: a fresh PGlite database runs initdb (seconds) and specs start their own servers.
  testTimeout: 120_000,
  maxWorkers: 1,
};
