module.exports = {
  displayName: 'ui-kit',
  preset: '../../jest.preset.js',
  testEnvironment: 'jest-fixed-jsdom',
  coverageDirectory: 'test-output/jest/coverage',
};
