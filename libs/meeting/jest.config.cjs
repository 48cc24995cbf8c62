module.exports = {
  displayName: 'meeting',
  preset: '../../jest.preset.js',
  testEnvironment: 'jest-fixed-jsdom',
  coverageDirectory: 'test-output/jest/coverage',
};
