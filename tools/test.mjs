// npm test: every layer, in the order that lets later steps reuse earlier builds.
//  0. one format everywhere: prettier over files no project's lint covers (tools, root)
//  1. lint (with prettier), typecheck and Jest (unit, component, stories, api integration on PGlite
//     and, when DATABASE_URL is set, on the PostgreSQL server; the api's suites beside the rest);
//     the affected-only CI proof; the domain generator's proof (a generated domain passes lint,
//     typecheck, tests and pack untouched)
//  2. builds of every lib and app, and each lib packed and checked as npm would publish it;
//     the landing pages' JavaScript against its budget (tools/bench/bundle-size.mjs);
//     the independent-release proof (nx release --dry-run, here and after a scratch release)
//  3. browser e2e against the real stack, alone; then the static Storybook catalogue, built and
//     opened in a browser, beside the packed libs in an app outside the workspace
//  Steps that mostly wait (the packed-libs app's install) run beside a CPU-bound one that does
//  not need their results (the catalogue, the release proof).
import { spawn } from 'node:child_process';
import { toolEnv } from './run.mjs';

// Each step's wall time, printed as a table at the end: where the run's minutes go.
const timings = [];
const started = Date.now();
const running = new Set();

/** Runs one command; on failure stops the steps running beside it and exits. */
const step = (label, command, args) =>
  new Promise((resolve) => {
    const begun = Date.now();
    const child = spawn(command, args, { stdio: 'inherit', env: toolEnv });
    running.add(child);
    child.on('exit', (code, signal) => {
      running.delete(child);
      if (code === 0) {
        timings.push([label, (Date.now() - begun) / 1000]);
        return resolve();
      }
      console.error(
        `\n✖ ${label}: ${[command, ...args].join(' ')} failed (${signal ?? `exit ${code}`})`,
      );
      for (const other of running) other.kill('SIGTERM');
      process.exit(code ?? 1);
    });
  });
const nxArgs = (...args) => [
  'nx',
  ...args,
  '--output-style=stream-without-prefixes',
];
const nx = (label, ...args) => step(label, 'npx', nxArgs(...args));
/** Steps side by side; each one's time is its own, the total is the wall clock. */
const beside = (...steps) => Promise.all(steps);

await step('format', 'npx', ['prettier', '--check', '--log-level=warn', '.']);
// The api's suites are the longest task (about 5 minutes, much of it waiting on Janus, sockets
// and timers): started first, beside everything else, instead of last and alone.
await beside(
  nx('api tests', 'run', 'api:test'),
  (async () => {
    await nx(
      'lint, typecheck, test (the rest)',
      'run-many',
      '-t',
      'lint',
      'typecheck',
      'test',
      '--exclude=api',
      '--parallel=2',
    );
    await nx(
      'api lint, typecheck',
      'run-many',
      '-t',
      'lint',
      'typecheck',
      '-p',
      'api',
    );
  })(),
);
await step('affected-only proof', 'node', ['tools/ci/check-affected.mjs']);
await step('domain generator proof', 'node', [
  'tools/ci/check-domain-generator.mjs',
]);
await nx('build and pack', 'run-many', '-t', 'build', 'pack', '--parallel=2');
await step('landing-page budgets', 'node', ['tools/bench/bundle-size.mjs']);
// The browser specs have the machine to themselves: beside the catalogue's build (both cores
// for minutes) the shared specs' three cameras starved (a 120 s test limit passed, 2026-12-06).
// The serial ones (restarts, cameras through Janus) run alone after them.
await nx('browser e2e (shared server)', 'run', 'web-e2e:e2e-shared');
await nx('browser e2e (serial)', 'run', 'web-e2e:e2e-serial');
// The catalogue builds, then its check keeps Chromium busy; the release proof and the
// packed-libs app (an npm install, then a small build) fit beside them.
await beside(
  (async () => {
    await step('storybook build', 'npm', ['run', 'build-storybook']);
    await step('storybook catalogue check', 'node', [
      'tools/storybook/check-catalogue.mjs',
    ]);
  })(),
  (async () => {
    await step('independent-release proof', 'node', [
      'tools/ci/check-release.mjs',
    ]);
    await nx('packed libs in an outside app', 'run', 'lib-consumer-e2e:e2e');
  })(),
);

const total = (Date.now() - started) / 1000;
console.log('\nstep times:');
for (const [label, seconds] of timings)
  console.log(`  ${label.padEnd(32)} ${seconds.toFixed(0).padStart(5)} s`);
console.log(
  `  ${'total (wall clock)'.padEnd(32)} ${total.toFixed(0).padStart(5)} s`,
);
console.log('\nall test steps passed');
