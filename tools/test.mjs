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

const nx = (...args) =>
  run('npx', ['nx', ...args, '--output-style=stream-without-prefixes']);

await run('npx', ['prettier', '--check', '--log-level=warn', '.']);
await nx('run-many', '-t', 'lint', 'typecheck', 'test', '--parallel=2');
await run('node', ['tools/ci/check-affected.mjs']);
await run('node', ['tools/ci/check-domain-generator.mjs']);
await nx('run-many', '-t', 'build', 'pack', '--parallel=2');
await run('node', ['tools/bench/bundle-size.mjs']);
await run('node', ['tools/ci/check-release.mjs']);
await nx('run', 'web-e2e:e2e');
await nx('run', 'lib-consumer-e2e:e2e');
await run('npm', ['run', 'build-storybook']);
await run('node', ['tools/storybook/check-catalogue.mjs']);
console.log('\nall test steps passed');
