import { statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import baseConfig from '../../eslint.config.mjs';

const src = join(dirname(fileURLToPath(import.meta.url)), 'src');
const routes = join(src, 'routes');
const schema = join(src, 'db', 'schema');

/**
 * The domain a file belongs to: the folder under routes/ it is in (at any depth); '' for
 * routes/index.ts (the mount, no domain); undefined outside routes/.
 */
function domainOf(file) {
  const path = relative(routes, file);
  if (path.startsWith('..') || path === file) return undefined;
  const parts = path.split(sep);
  return parts.length > 1 ? parts[0] : '';
}

const isFile = (path) => statSync(path, { throwIfNoEntry: false })?.isFile();

/**
 * The file a relative specifier names, as TypeScript resolves it here (`x`, `x.ts`, `x.js`
 * standing for `x.ts`, `x/index.ts`); undefined for a package (none of which leads into src/).
 */
function resolveImport(specifier, fromFile) {
  if (!specifier.startsWith('.')) return undefined;
  const path = resolve(dirname(fromFile), specifier);
  const candidates = [
    path,
    `${path.replace(/\.[cm]?js$/, '')}.ts`,
    `${path}.ts`,
    `${path}.js`,
    join(path, 'index.ts'),
    join(path, 'index.js'),
  ];
  return candidates.find(isFile);
}

/** `import type { … }` or `export type { … } from`: erased, so no code crosses. */
const typeOnly = (node) =>
  node.importKind === 'type' || node.exportKind === 'type';

/**
 * The one fence between domains (routes/<domain>/, any depth; the folders are read from the
 * paths, so a new domain is fenced the moment it exists): a domain imports no other domain's
 * code, and not routes/index. What it needs of another it is handed by the composition root
 * (services.ts), typed either by a port it declares itself or by `import type` of the other
 * domain's service.ts, its public face. And a domain reads accounts (the users table) through
 * core. Paths are resolved, so no depth of ../ gets around it.
 */
const domainFence = {
  meta: {
    type: 'problem',
    messages: {
      domain:
        "A domain must not import another domain's code (or routes/index): have services.ts hand it the service, typed by `import type` from routes/{{other}}/service.ts or by a port of its own.",
      users:
        'A domain reads accounts through core (core/user-repository.ts: its repository, accountColumns, accountAt), not the users table.',
    },
  },
  create(context) {
    const file = context.physicalFilename ?? context.filename;
    const domain = domainOf(file);
    if (!domain) return {};
    const check = (node, source) => {
      if (typeof source?.value !== 'string') return;
      const target = resolveImport(source.value, file);
      if (!target) return;
      const other = domainOf(target);
      if (other !== undefined && other !== domain) {
        const publicFace =
          other && target === join(routes, other, 'service.ts');
        if (!(publicFace && typeOnly(node)))
          context.report({
            node: source,
            messageId: 'domain',
            data: { other: other || '<domain>' },
          });
      }
      const fromSchema = !relative(schema, target).startsWith('..');
      // A namespace import (`import * as schema`) would reach users as schema.users.
      const namesUsers = (node.specifiers ?? []).some(
        (specifier) =>
          specifier.type === 'ImportNamespaceSpecifier' ||
          (specifier.imported?.name ?? specifier.local?.name) === 'users',
      );
      if (fromSchema && namesUsers)
        context.report({ node: source, messageId: 'users' });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};

export default [
  ...baseConfig,
  {
    files: ['src/**/*.ts'],
    plugins: { api: { rules: { 'domain-fence': domainFence } } },
    rules: {
      'api/domain-fence': 'error',
    },
  },
];
