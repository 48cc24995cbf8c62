import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import importPlugin from 'eslint-plugin-import';
import baseConfig from '../../eslint.config.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const foldersOf = (path) =>
  readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

// The modules two domains share (each a service a domain receives, never reaching back).
const sharedModules = ['sales', 'meeting-recordings', 'recording-summaries'];

export default [
  ...baseConfig,
  {
    // A domain module (routes/<domain>/, any depth) builds on core, adapters, db, http,
    // plugins and the shared modules, never on another domain: what two domains share moves
    // into core or a shared module. A shared module builds on no domain. Paths are resolved,
    // so no depth of ../ gets around it.
    files: ['src/**/*.ts'],
    plugins: { import: importPlugin },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.js'] } } },
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          basePath: here,
          zones: [
            ...foldersOf('./src/routes').map((domain) => ({
              target: `./src/routes/${domain}`,
              from: './src/routes',
              except: [`./${domain}`],
              message:
                'A domain module must not import another domain (or routes/index): move what they share into src/core.',
            })),
            ...sharedModules.map((shared) => ({
              target: `./src/${shared}`,
              from: './src/routes',
              message:
                'A shared module must not import a domain: the domain receives the shared service.',
            })),
          ],
        },
      ],
    },
  },
];
