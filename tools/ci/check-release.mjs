// Proves independent releases with `nx release --dry-run`:
//   1. on this checkout, every lib under libs/ gets its own next version (in its package.json
//      and its published dist/package.json) and its own CHANGELOG.md entry, and the dry run
//      leaves the checkout untouched;
//   2. in a scratch checkout where every lib is tagged as released, a fix in one domain lib
//      versions that lib alone, and a feature in ui-kit versions ui-kit and the libs that
//      depend on it, never contracts or api-client.
//   node tools/ci/check-release.mjs        (after the libs are built)
import { execFileSync } from 'node:child_process';
import {
  appendFileSync,
  cpSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import * as path from 'node:path';
import { git, inScratchCheckout, root, run } from './scratch-checkout.mjs';

const libs = readdirSync(path.join(root, 'libs'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const versionOf = (lib) =>
  JSON.parse(readFileSync(path.join(root, 'libs', lib, 'package.json'), 'utf8'))
    .version;
const problems = [];

/** lib → its next version and its previewed changelog entry, as the dry run prints them. */
function releaseDryRun(cwd) {
  const output = run(cwd, 'npx', [
    'nx',
    'release',
    '--dry-run',
    '--skip-publish',
  ]);
  const next = new Map();
  for (const [, version, lib] of output.matchAll(
    /New version (\S+) written to manifest: libs\/([^/\s]+)\/dist\/package\.json/g,
  )) {
    next.set(lib, { version, changelog: '' });
  }
  // Each preview runs from its heading to the next "NX" heading.
  for (const [, lib, entry] of output.matchAll(
    /Previewing an entry in libs\/([^/\s]+)\/CHANGELOG\.md[^\n]*\n([\s\S]*?)(?=\n\s*NX\s|$)/g,
  )) {
    if (next.has(lib)) next.get(lib).changelog = entry;
  }
  return next;
}

/** Checks which libs a dry run versions: exactly `expected`, each with a changelog entry. */
function expectVersioned(label, next, expected, entryMentions = {}) {
  const versioned = [...next.keys()].sort();
  const missing = expected.filter((lib) => !next.has(lib));
  const extra = versioned.filter((lib) => !expected.includes(lib));
  const noChangelog = versioned.filter(
    (lib) => !next.get(lib).changelog.includes('## '),
  );
  const unmentioned = Object.entries(entryMentions)
    .filter(([lib, text]) => !next.get(lib)?.changelog.includes(text))
    .map(
      ([lib, text]) => `${lib}'s changelog entry does not mention "${text}"`,
    );
  const found = [
    ...missing.map((lib) => `${lib} gets no new version`),
    ...extra.map((lib) => `${lib} gets a new version it should not`),
    ...noChangelog.map((lib) => `${lib} gets no CHANGELOG.md entry`),
    ...unmentioned,
  ];
  const summary =
    versioned.map((lib) => `${lib} ${next.get(lib).version}`).join(', ') ||
    'nothing';
  if (found.length)
    problems.push(
      `${label}: versions [${summary}]\n    ${found.join('\n    ')}`,
    );
  else console.log(`✓ ${label}: versions [${summary}]`);
}

// ---- 1. This checkout: every lib has a next version ------------------------------------------
const status = () =>
  execFileSync('git', ['status', '--porcelain'], {
    cwd: root,
    encoding: 'utf8',
  });
const before = status();
expectVersioned('the dry run on this checkout', releaseDryRun(root), libs);
if (status() !== before) problems.push('the dry run changed the checkout');

// ---- 2. After a release, only what changed ---------------------------------------------------
// The scratch checkout borrows this checkout's builds (the dry run updates dist/package.json)
// instead of rebuilding every lib: its pre-version build is switched off before the release
// tags, and the touched files are tests, outside the libs' builds. The commit type (fix, feat)
// is what decides the bump.
await inScratchCheckout('release', (dir) => {
  for (const lib of libs)
    cpSync(
      path.join(root, 'libs', lib, 'dist'),
      path.join(dir, 'libs', lib, 'dist'),
      { recursive: true },
    );
  const nxJson = JSON.parse(readFileSync(path.join(dir, 'nx.json'), 'utf8'));
  delete nxJson.release.version.preVersionCommand;
  writeFileSync(
    path.join(dir, 'nx.json'),
    `${JSON.stringify(nxJson, null, 2)}\n`,
  );
  git(
    dir,
    'commit',
    '--quiet',
    '--no-verify',
    '-am',
    'chore: release check without rebuilding',
  );
  for (const lib of libs) git(dir, 'tag', `${lib}@${versionOf(lib)}`);
  const commit = (file, message) => {
    appendFileSync(
      path.join(dir, file),
      '\n// release-check: a one-line change\n',
    );
    git(dir, 'commit', '--quiet', '--no-verify', '-am', message);
  };

  commit(
    'libs/billing/src/testing.test.ts',
    'fix(billing): a change to billing alone',
  );
  expectVersioned('after a fix in billing', releaseDryRun(dir), ['billing'], {
    billing: 'a change to billing alone',
  });

  commit(
    'libs/ui-kit/src/stories.test.tsx',
    'feat(ui-kit): a change to ui-kit',
  );
  expectVersioned(
    'after a feature in ui-kit',
    releaseDryRun(dir),
    ['auth', 'billing', 'meeting', 'monetization', 'room', 'share', 'ui-kit'],
    { 'ui-kit': 'a change to ui-kit', auth: 'Updated ui-kit' },
  );
});

if (problems.length) {
  console.error(
    `✗ release: ${problems.length} problem(s)\n  ${problems.join('\n  ')}`,
  );
  process.exit(1);
}
console.log(
  `✓ release: nx release versions and changelogs ${libs.length} libs independently`,
);
