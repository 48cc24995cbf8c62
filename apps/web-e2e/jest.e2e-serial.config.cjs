// The specs that restart a server (serial-specs.cjs), one at a time, after the others:
// tools/e2e/run-specs.mjs runs both configs.
const parallel = require('./jest.e2e.config.cjs');

const shared = { ...parallel };
delete shared.testMatch;
delete shared.testPathIgnorePatterns;

module.exports = {
  ...shared,
  displayName: 'web-e2e (serial)',
  testRegex: require('./serial-specs.cjs'),
  maxWorkers: 1,
  // Each of these specs starts its own servers: no shared one (support/global-setup.ts).
  globals: { ruumeSharedServer: false },
};
