module.exports = {
  displayName: 'web',
  preset: '../../jest.preset.js',
  coverageDirectory: 'test-output/jest/coverage',
};
