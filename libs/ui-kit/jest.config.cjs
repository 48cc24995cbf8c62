const path = require('node:path');

module.exports = {
  displayName: 'ui-kit',
  preset: '../../jest.preset.js',
  testEnvironment: 'jest-fixed-jsdom',
  coverageDirectory: 'test-output/jest/coverage',
  moduleNameMapper: {
    // Jest ignores package.json "browser", so styled-components would load its server build,
    // which never injects createGlobalStyle rules into the jsdom document.
    '^styled-components$': path.join(
      path.dirname(require.resolve('styled-components/package.json')),
      'dist/styled-components.browser.cjs.js',
    ),
  },
};
