// Browser end-to-end tests: one real server for all specs (global setup), Debian Chromium via playwright-core.
// Two specs at a time against that server (each person registers afresh, so specs share nothing but the
// server); the specs that restart a server run afterwards, alone (serial-specs.cjs,
// jest.e2e-serial.config.cjs; tools/e2e/run-specs.mjs runs both).
// Named jest.e2e.config.cjs on purpose: @nx/jest infers a `test` target from jest.config.* files, and these
// specs must only run through `nx e2e web-e2e` (they need built apps and a browser).
const SERIAL_SPECS = require('./serial-specs.cjs');

module.exports = {
  displayName: 'web-e2e',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.e2e.ts'],
  testPathIgnorePatterns: SERIAL_SPECS,
  transform: require('../../jest.swc.cjs'),
  // puppeteer-core (Firefox, support/firefox.ts) and its own packages ship only ES modules.
  transformIgnorePatterns: [
    '/node_modules/(?!(puppeteer-core|@puppeteer/browsers|chromium-bidi)/)',
  ],
  moduleFileExtensions: ['ts', 'js', 'cjs', 'mjs', 'json'],
  globalSetup: '<rootDir>/src/support/global-setup.ts',
  globalTeardown: '<rootDir>/src/support/global-teardown.ts',
  reporters: ['default', '<rootDir>/src/support/server-log-reporter.cjs'],
  // Generous: a fresh PGlite database runs initdb (seconds) and specs start their own servers.
  testTimeout: 120_000,
  maxWorkers: 2,
};
