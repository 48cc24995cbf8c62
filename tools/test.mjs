// npm test: every layer, in the order that lets later steps reuse earlier builds.
//  0. one format everywhere: prettier over files no project's lint covers (tools, root)
//  1. lint (with prettier), typecheck and Jest (unit, component, stories, api integration on PGlite and,
//     when DATABASE_URL is set, on the PostgreSQL server); the affected-only CI proof; the domain
//     generator's proof (a generated domain passes lint, typecheck, tests and pack untouched)
//  2. builds of every lib and app, and each lib packed and checked as npm would publish it;
//     the landing pages' JavaScript against its budget (tools/bench/bundle-size.mjs);
//     the independent-release proof (nx release --dry-run, here and after a scratch release)
//  3. browser e2e against the real stack; the packed libs in an app outside the workspace;
//     the static Storybook catalogue, built and opened in a browser
import { run } from './run.mjs';

// Each step's wall time, printed as a table at the end: where the run's minutes go.
const timings = [];
const step = async (label, command, args) => {
  const started = Date.now();
  await run(command, args);
  timings.push([label, (Date.now() - started) / 1000]);
};
const nx = (label, ...args) =>
  step(label, 'npx', ['nx', ...args, '--output-style=stream-without-prefixes']);

await step('format', 'npx', ['prettier', '--check', '--log-level=warn', '.']);
await nx(
  'lint, typecheck, test',
  'run-many',
  '-t',
  'lint',
  'typecheck',
  'test',
  '--parallel=2',
);
await step('affected-only proof', 'node', ['tools/ci/check-affected.mjs']);
await step('domain generator proof', 'node', [
  'tools/ci/check-domain-generator.mjs',
]);
await nx('build and pack', 'run-many', '-t', 'build', 'pack', '--parallel=2');
await step('landing-page budgets', 'node', ['tools/bench/bundle-size.mjs']);
await step('independent-release proof', 'node', ['tools/ci/check-release.mjs']);
await nx('browser e2e', 'run', 'web-e2e:e2e');
await nx('packed libs in an outside app', 'run', 'lib-consumer-e2e:e2e');
await step('storybook build', 'npm', ['run', 'build-storybook']);
await step('storybook catalogue check', 'node', [
  'tools/storybook/check-catalogue.mjs',
]);

const total = timings.reduce((sum, [, seconds]) => sum + seconds, 0);
console.log('\nstep times:');
for (const [label, seconds] of timings)
  console.log(`  ${label.padEnd(32)} ${seconds.toFixed(0).padStart(5)} s`);
console.log(`  ${'total'.padEnd(32)} ${total.toFixed(0).padStart(5)} s`);
console.log('\nall test steps passed');
