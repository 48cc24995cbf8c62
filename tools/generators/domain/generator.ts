// `npx nx g @ruume/generators:domain <name>`: a domain end to end, in the shape every domain of
// ruume takes (docs/domain-generator.md):
//   contracts   <name>/<name>.ts (schemas), <name>-messages.ts, endpoints/<name>.ts
//   api         db/schema/<name>.ts (+ its migration), routes/<name>/{module,index,service,repository}.ts,
//               its module in services.ts, an integration test, its id routes in the access matrix
//   lib         libs/<name>: slice, list page, stories, page test from the stories, testing entry
//   shell       the lib's calls in the endpoint coverage test, its tsconfig references
// With --libOnly, only the feature lib's skeleton (its config files, an empty public API and
// testing entry, the tsconfig references): for a domain carved out of an existing lib, whose
// contracts, api and code already exist and move in.
import { execSync } from 'node:child_process';
import { join } from 'node:path';
import {
  formatFiles,
  generateFiles,
  names,
  updateJson,
  type Tree,
} from '@nx/devkit';

interface DomainOptions {
  name: string;
  description?: string;
  skipInstall?: boolean;
  libOnly?: boolean;
}

const files = (part: string) => join(__dirname, 'files', part);

/** The example's code in files/lib, left out of a skeleton (files/lib-only replaces it). */
const EXAMPLE_FILES = [
  'README.md',
  'src/api',
  'src/pages',
  'src/index.ts',
  'src/lazy-pages.ts',
  'src/testing.ts',
  'src/testing.test.ts',
];

/**
 * Inserts `text` before `anchor` in `path` (its first one after `within`, when given); both
 * must be there (the shape changed otherwise).
 */
function insertBefore(
  tree: Tree,
  path: string,
  anchor: string,
  text: string,
  within?: string,
) {
  const source = tree.read(path, 'utf-8') ?? '';
  const from = within === undefined ? 0 : source.indexOf(within);
  const at = from < 0 ? -1 : source.indexOf(anchor, from);
  if (at < 0)
    throw new Error(
      `domain generator: "${(within ?? anchor).trim()}" not found in ${path}`,
    );
  tree.write(path, source.slice(0, at) + text + source.slice(at));
}

const append = (tree: Tree, path: string, text: string) =>
  tree.write(path, (tree.read(path, 'utf-8') ?? '') + text);

type Substitutions = Record<'name' | 'camel' | 'pascal' | 'constant', string> &
  Record<string, string>;

function writeContractsAndApi(tree: Tree, substitutions: Substitutions) {
  const { name, camel, pascal } = substitutions;
  // contracts
  generateFiles(tree, files('contracts'), 'libs/contracts/src', substitutions);
  append(
    tree,
    'libs/contracts/src/index.ts',
    `\nexport * from './${name}/${name}';\nexport * from './${name}/${name}-messages';\n`,
  );
  append(
    tree,
    'libs/contracts/src/endpoints/schemas.ts',
    `export {\n  create${pascal}RequestSchema,\n  ${camel}ListSchema,\n  ${camel}Schema,\n} from '../${name}/${name}';\n`,
  );
  const endpointsIndex = 'libs/contracts/src/endpoints/index.ts';
  insertBefore(
    tree,
    endpointsIndex,
    "\nexport * from './endpoint';",
    `import { ${camel}Endpoints } from './${name}';\n`,
  );
  insertBefore(
    tree,
    endpointsIndex,
    '};\n\n/** All endpoints',
    `  ${camel}Endpoints,\n`,
  );
  const table = tree.read(endpointsIndex, 'utf-8') ?? '';
  tree.write(
    endpointsIndex,
    table.replace(/\n};\s*$/, `\n  ${camel}: ${camel}Endpoints,\n};\n`),
  );

  // api
  generateFiles(tree, files('api'), 'apps/api/src', substitutions);
  generateFiles(tree, files('api-test'), 'apps/api/test', substitutions);
  append(
    tree,
    'apps/api/src/db/schema/index.ts',
    `export * from './${name}';\n`,
  );
  const services = 'apps/api/src/services.ts';
  insertBefore(
    tree,
    services,
    '\n/** Account-change mails',
    `import { create${pascal}Module } from './routes/${name}/module';\n`,
  );
  // The end of the modules' object, whatever follows createModules.
  insertBefore(
    tree,
    services,
    '  };\n}\n',
    `    ${camel}: create${pascal}Module({ db: database.db }),\n`,
    'async function createModules(',
  );
  const owned = `async (t, ownerId) =>\n      (await t.app.services.modules.${camel}.service.create(ownerId, { name: 'owned' })).id,\n`;
  insertBefore(
    tree,
    'apps/api/test/routes/fuzz.test.ts',
    '  };\n  const BODIES',
    `    'GET /api/v1/${name}/:id': ${owned}    'DELETE /api/v1/${name}/:id': ${owned}`,
  );
}

/** The feature lib from files/lib, and the tsconfig references that build it with the app. */
function writeLib(tree: Tree, name: string, substitutions: Substitutions) {
  generateFiles(tree, files('lib'), `libs/${name}`, substitutions);
  updateJson(tree, 'tsconfig.json', (json) => {
    json.references.push({ path: `./libs/${name}` });
    return json;
  });
  updateJson(tree, 'apps/web/tsconfig.app.json', (json) => {
    json.references.push({ path: `../../libs/${name}/tsconfig.lib.json` });
    return json;
  });
}

export default async function domainGenerator(
  tree: Tree,
  options: DomainOptions,
) {
  const {
    fileName: name,
    propertyName: camel,
    className: pascal,
    constantName,
  } = names(options.name);
  if (tree.exists(`libs/${name}`))
    throw new Error(`domain generator: libs/${name} already exists`);
  const substitutions = {
    name,
    camel,
    pascal,
    constant: constantName,
    snake: constantName.toLowerCase(),
    title: name.replace(/-/g, ' '),
    description:
      options.description ?? `The ${name.replace(/-/g, ' ')} domain of ruume.`,
    tmpl: '',
  };

  if (options.libOnly) {
    writeLib(tree, name, substitutions);
    for (const example of EXAMPLE_FILES) tree.delete(`libs/${name}/${example}`);
    generateFiles(tree, files('lib-only'), `libs/${name}`, substitutions);
    await formatFiles(tree);
    return () => {
      // Links the new workspace package; a skeleton has no table, so no migration.
      if (!options.skipInstall)
        execSync('npm install --no-audit --no-fund', { stdio: 'inherit' });
    };
  }

  writeContractsAndApi(tree, substitutions);
  writeLib(tree, name, substitutions);
  // shell: every call is made by exactly one slice
  const coverage = 'apps/web/src/app/endpoint-coverage.test.ts';
  insertBefore(
    tree,
    coverage,
    "import { endpoints, type AnyEndpoint } from '@ruume/contracts';",
    `import { ${camel}Calls } from '@ruume/${name}';\n`,
  );
  insertBefore(
    tree,
    coverage,
    '};\n\n/** Calls the web app does not make',
    `  ${camel}Calls,\n`,
  );

  await formatFiles(tree);

  return () => {
    if (options.skipInstall) return;
    // Links the new workspace package, then writes the new table's migration.
    execSync('npm install --no-audit --no-fund', { stdio: 'inherit' });
    execSync(
      `npx nx run api:db-generate --name=${constantName.toLowerCase()}`,
      { stdio: 'inherit' },
    );
  };
}
