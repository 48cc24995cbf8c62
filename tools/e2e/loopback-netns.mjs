#!/usr/bin/env node
// Runs a command inside a network namespace of its own that has only loopback, so WebRTC tests
// (the browsers' ICE gathering) see no address but loopback's and one that leads nowhere, and no
// media can leave the machine.
// Everything the browser tests start — the ruume server, its embedded database, the mail and
// identity servers — listens on loopback inside the same namespace.
// Usage: node tools/e2e/loopback-netns.mjs <command> [args…]
// Where namespaces are not allowed (no root, a locked-down container), the command runs as is and
// says so: the WebRTC specs still pass on loopback, they only lose the guarantee.
// Janus gathers no ICE candidate on `lo`: inside the namespace a veth pair gets 127.0.0.2/32 on
// veth0, and JANUS_ICE_INTERFACES=veth0 makes the local Janus (apps/api) gather on it;
// TURN_LOCAL_ADDRESS=127.0.0.2 puts the local coturn beside it, where Chromium's ICE sockets are.
// Where the pair cannot be made, this says so and the SFU has no candidate (peer-to-peer still
// works).
import { spawn, spawnSync } from 'node:child_process';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node tools/e2e/loopback-netns.mjs <command> [args…]');
  process.exit(2);
}

const alreadyInside = process.env.RUUME_LOOPBACK_NETNS === '1';
const canUnshare =
  !alreadyInside &&
  process.platform === 'linux' &&
  spawnSync('unshare', ['-n', 'sh', '-c', 'ip link set lo up'], {
    stdio: 'ignore',
  }).status === 0;

// veth0 carries 127.0.0.2 only, for Janus's candidates and coturn; veth1 stays without an address.
const VETH = [
  'ip link add veth0 type veth peer name veth1',
  'ip addr add 127.0.0.2/32 dev veth0',
  'ip link set veth0 up',
  'ip link set veth1 up',
  // Firefox gathers no ICE candidate on a loopback address (127.0.0.0/8, whatever its device)
  // nor without a default route: veth1 gets a documentation address (TEST-NET-1, never routed)
  // and the default route, which leads nowhere, so nothing leaves the namespace.
  'ip addr add 192.0.2.1/32 dev veth1',
  'ip route add default dev veth1',
  'export JANUS_ICE_INTERFACES="${JANUS_ICE_INTERFACES:-veth0}"',
  'export TURN_LOCAL_ADDRESS="${TURN_LOCAL_ADDRESS:-127.0.0.2}"',
].join(' && ');
const NO_VETH =
  'loopback-netns: could not add the veth pair Janus gathers candidates on; the SFU gets none';

const child = canUnshare
  ? spawn(
      'unshare',
      [
        '-n',
        'sh',
        '-c',
        `ip link set lo up && { ${VETH} || echo '${NO_VETH}' >&2; } && exec "$@"`,
        'loopback-netns',
        command,
        ...args,
      ],
      {
        stdio: 'inherit',
        env: { ...process.env, RUUME_LOOPBACK_NETNS: '1' },
      },
    )
  : spawn(command, args, { stdio: 'inherit' });

if (!canUnshare && !alreadyInside) {
  console.warn(
    'loopback-netns: network namespaces are not available here; running without one',
  );
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code, signal) => {
  if (signal) process.kill(process.pid, signal);
  process.exit(code ?? 1);
});
