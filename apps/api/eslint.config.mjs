import boundaries from 'eslint-plugin-boundaries';
import baseConfig from '../../eslint.config.mjs';

// The one fence between domains (routes/<domain>/, any depth; a new folder is a domain the
// moment it exists): a domain imports no other domain's code, and not routes/index (the mount).
// What it needs of another, the composition root (services.ts) hands it, typed by a port of its
// own or by `import type` from the other domain's service.ts, its public face. Paths are
// resolved, so no depth of ../ gets around it; dynamic imports and re-exports count too.
// docs/decisions.md, "Server composition".
const domainFence = {
  settings: {
    'import/resolver': { node: { extensions: ['.ts', '.js'] } },
    'boundaries/include': ['src/**/*.ts'],
    'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
    'boundaries/elements': [
      { type: 'domain', pattern: 'src/routes/*', capture: ['domain'] },
    ],
    'boundaries/files': [{ category: 'mount', pattern: 'src/routes/index.ts' }],
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'allow',
        message:
          "A domain must not import another domain's code (or routes/index): have services.ts hand it the service, typed by `import type` from routes/<domain>/service.ts or by a port of its own.",
        policies: [
          {
            from: { element: { type: 'domain' } },
            disallow: { to: { file: { categories: 'mount' } } },
          },
          {
            from: { element: { type: 'domain' } },
            disallow: {
              to: {
                element: {
                  type: 'domain',
                  captured: { domain: '!{{from.element.captured.domain}}' },
                },
              },
            },
          },
          {
            from: { element: { type: 'domain' } },
            allow: {
              to: {
                element: { type: 'domain', fileInternalPath: 'service.ts' },
              },
              dependency: { kind: 'type' },
            },
          },
        ],
      },
    ],
  },
};

export default [
  ...baseConfig,
  {
    files: ['src/**/*.ts'],
    plugins: { boundaries },
    ...domainFence,
  },
  {
    // A domain reads accounts through core (core/user-repository.ts: its repository,
    // accountColumns, accountAt), not the users table.
    files: ['src/routes/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/db/schema', '**/db/schema/*'],
              importNames: ['users'],
              message:
                'A domain reads accounts through core (core/user-repository.ts), not the users table.',
            },
          ],
        },
      ],
    },
  },
];
