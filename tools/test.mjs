// npm test: every layer, in the order that lets later steps reuse earlier builds.
//  1. lint, typecheck and Jest (unit, component, stories, api integration on PGlite and,
//     when DATABASE_URL is set, on the PostgreSQL server)
//  2. builds of every lib and app
//  3. browser e2e against the real stack, and the static Storybook catalogue
import { run } from './run.mjs';

const nx = (...args) => run('npx', ['nx', ...args, '--output-style=stream-without-prefixes']);

await nx('run-many', '-t', 'lint', 'typecheck', 'test', '--parallel=2');
await nx('run-many', '-t', 'build', '--parallel=2');
await nx('run', 'web-e2e:e2e');
await run('npm', ['run', 'build-storybook']);
console.log('\nall test steps passed');
