// Babel config used only by Jest (Vite builds use their own transform).
module.exports = {
  presets: [['@nx/react/babel', { runtime: 'automatic' }]],
  babelrc: false,
};
