// Benches that run WebRTC or Janus do so inside a loopback-only network namespace
// (tools/e2e/loopback-netns.mjs), so no media leaves loopback: outside it, this runs the same
// script again inside one and exits with its status.
import { spawnSync } from 'node:child_process';

export function runInsideLoopbackNamespace() {
  if (process.env.RUUME_LOOPBACK_NETNS === '1') return;
  const inside = spawnSync(
    process.execPath,
    [
      'tools/e2e/loopback-netns.mjs',
      process.execPath,
      ...process.argv.slice(1),
    ],
    { stdio: 'inherit' },
  );
  process.exit(inside.status ?? 1);
}
