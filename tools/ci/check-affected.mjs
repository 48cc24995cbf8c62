// Proves affected-only CI: in a scratch checkout, commit a one-line change to one project
// and ask Nx what `npm run test:affected` would run against the commit before it
// (`nx show projects --affected --base=HEAD~1 --head=HEAD`, the same base/head comparison the
// pull-request workflow makes). The affected set must be the touched project plus what depends
// on it in the project graph, and never a project that does not, e.g. touching one domain lib
// leaves the other domain libs, the shared libs and the api alone.
//   node tools/ci/check-affected.mjs
import { appendFileSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { git, inScratchCheckout, run } from './scratch-checkout.mjs';

const DOMAIN_LIBS = [
  'auth',
  'billing',
  'monetization',
  'share',
  'meeting',
  'room',
];

// Each scenario: the file touched, projects the architecture says depend on it (so the graph
// itself is checked too), and projects that must stay out of the affected set.
const scenarios = [
  {
    touch: 'libs/billing/src/index.ts',
    affects: ['billing', 'web', 'web-e2e'],
    untouched: [
      'auth',
      'monetization',
      'share',
      'meeting',
      'room',
      'ui-kit',
      'api-client',
      'contracts',
      'api',
    ],
  },
  {
    touch: 'libs/share/src/index.ts',
    affects: ['share', 'web', 'web-e2e'],
    untouched: [
      'auth',
      'billing',
      'monetization',
      'meeting',
      'room',
      'ui-kit',
      'api-client',
      'contracts',
      'api',
    ],
  },
  {
    touch: 'libs/ui-kit/src/index.ts',
    affects: [...DOMAIN_LIBS, 'ui-kit', 'web', 'web-e2e', 'lib-consumer-e2e'],
    untouched: ['api-client', 'contracts', 'api'],
  },
  {
    // The test tooling is a project: the libs whose tests import it are affected (and, as the
    // graph has no test-only edges, what depends on them); the api and the libs below stay out.
    touch: 'tools/jest/api-mocks.ts',
    affects: ['jest-support', 'ui-kit', ...DOMAIN_LIBS, 'web'],
    untouched: ['api-client', 'contracts', 'api'],
  },
  {
    touch: 'apps/api/src/main.ts',
    affects: ['api', 'web-e2e'],
    untouched: [...DOMAIN_LIBS, 'ui-kit', 'api-client', 'contracts', 'web'],
  },
];

/** projectName → projects that depend on it directly. */
function dependentsIndex(cwd) {
  const graphFile = path.join(cwd, 'tmp', 'project-graph.json');
  run(cwd, 'npx', ['nx', 'graph', `--file=${graphFile}`]);
  const { graph } = JSON.parse(readFileSync(graphFile, 'utf8'));
  const dependents = new Map();
  for (const [project, deps] of Object.entries(graph.dependencies)) {
    for (const { target } of deps) {
      if (!graph.nodes[target]) continue; // npm packages
      dependents.set(
        target,
        new Set([...(dependents.get(target) ?? []), project]),
      );
    }
  }
  return {
    dependents,
    projectOf: (file) =>
      Object.values(graph.nodes).find((node) =>
        file.startsWith(`${node.data.root}/`),
      )?.name,
  };
}

/** The project and everything that depends on it, transitively. */
function withDependents(project, dependents) {
  const found = new Set([project]);
  const queue = [project];
  while (queue.length) {
    for (const next of dependents.get(queue.shift()) ?? []) {
      if (!found.has(next)) found.add(next) && queue.push(next);
    }
  }
  return found;
}

let failures = 0;
await inScratchCheckout('affected', (worktree) => {
  const { dependents, projectOf } = dependentsIndex(worktree);

  for (const { touch, affects, untouched } of scenarios) {
    appendFileSync(
      path.join(worktree, touch),
      '\n// affected-check: a one-line change\n',
    );
    git(worktree, 'commit', '--quiet', '--no-verify', '-am', `touch ${touch}`);
    const affected = new Set(
      run(worktree, 'npx', [
        'nx',
        'show',
        'projects',
        '--affected',
        '--base=HEAD~1',
        '--head=HEAD',
      ])
        .split('\n')
        .filter(Boolean),
    );
    const expected = new Set([
      ...withDependents(projectOf(touch), dependents),
      ...affects,
    ]);
    const sorted = (set) => [...set].sort().join(', ');
    const problems = [
      ...[...expected]
        .filter((name) => !affected.has(name))
        .map((name) => `${name} depends on it but is not affected`),
      ...[...affected]
        .filter((name) => !expected.has(name))
        .map((name) => `${name} is affected but does not depend on it`),
      ...untouched
        .filter((name) => affected.has(name))
        .map((name) => `${name} must stay out of the affected set`),
    ];
    if (problems.length) {
      failures += 1;
      console.error(
        `✗ touching ${touch} affects [${sorted(affected)}]\n${problems.map((p) => `    ${p}`).join('\n')}`,
      );
    } else {
      console.log(`✓ touching ${touch} affects only [${sorted(affected)}]`);
    }
  }
});
process.exit(failures ? 1 : 0);
