// The browser e2e specs: those that share the one server two at a time, then the specs that
// restart a server on its port alone (apps/web-e2e/jest.e2e*.config.cjs). Both runs go ahead
// whatever the first answered, and the command fails if either did. Extra arguments (a spec
// path, -t "name") go to both runs; a run they leave without specs passes.
// A first argument `shared` or `serial` runs only that half (npm test runs each half alone, the
// serial one after the shared one: cameras through Janus need the machine to themselves).
// Usage (inside tools/e2e/loopback-netns.mjs, as the web-e2e:e2e targets run it):
//   node tools/e2e/run-specs.mjs [shared|serial] [jest args…]
import { spawnSync } from 'node:child_process';

const halves = {
  shared: 'apps/web-e2e/jest.e2e.config.cjs',
  serial: 'apps/web-e2e/jest.e2e-serial.config.cjs',
};
const only = halves[process.argv[2]];
const extra = process.argv.slice(only ? 3 : 2);
const configs = only ? [only] : Object.values(halves);

let failed = false;
for (const config of configs) {
  const { status } = spawnSync(
    'npx',
    [
      'jest',
      '-c',
      config,
      ...(extra.length ? ['--passWithNoTests'] : []),
      ...extra,
    ],
    { stdio: 'inherit' },
  );
  if (status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
