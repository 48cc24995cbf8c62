module.exports = {
  displayName: 'ui-kit',
  preset: '../../jest.preset.js',
  coverageDirectory: 'test-output/jest/coverage',
};
