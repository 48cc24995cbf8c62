// Bad networks for the browser tests (support/network.ts) and the benches (tools/bench/network.mjs),
// made with nftables inside the run's own network namespace (tools/e2e/loopback-netns.mjs): nothing
// outside it is touched. tc netem is not available here, so there is no added delay; loss, blocked
// UDP and rate limits are. Rules sit on the input hook only: every packet on loopback passes it
// once, and a drop there is a silent loss on the way, whereas a drop on output fails the sender's
// own send (EPERM), after which coturn stops relaying on that allocation at all. The browsers' ICE
// sockets are told apart from Janus's (rtp_port_range 20000-40000) and the local coturn's relay
// ports (61000-61499, apps/api/src/adapters/turn/coturn) by the ephemeral port range the namespace
// hands out: BROWSER_PORTS for every page, CAPPED_PORTS for the one page whose downlink a bench
// caps. Plain CommonJS so both Jest (TypeScript specs) and plain Node scripts load it.
const { execFileSync } = require('node:child_process');
const { readFileSync } = require('node:fs');

const TABLE = 'ruume_network';
const PORT_RANGE_FILE = '/proc/sys/net/ipv4/ip_local_port_range';

const BROWSER_PORTS = { first: 41000, last: 48999 };
const CAPPED_PORTS = { first: 49000, last: 49999 };
/** Every browser's ICE sockets, capped or not. */
const ANY_BROWSER = `${BROWSER_PORTS.first}-${CAPPED_PORTS.last}`;

/** The namespace's ephemeral port range, as the file says it ("first last"). */
const portRange = () =>
  readFileSync(PORT_RANGE_FILE, 'utf8').trim().replace(/\s+/, ' ');

/** Where the sockets opened from now on bind ({ first, last } or the file's "first last"). */
function setPortRange(range) {
  const value =
    typeof range === 'string' ? range : `${range.first} ${range.last}`;
  execFileSync('sysctl', ['-q', '-w', `net.ipv4.ip_local_port_range=${value}`]);
}

/** Whether this run can shape its network (inside its own namespace, as root, with nft). */
function canShapeNetwork() {
  if (process.env.RUUME_LOOPBACK_NETNS !== '1') return false;
  try {
    execFileSync('nft', ['list', 'tables'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const nft = (...args) =>
  execFileSync('nft', args, { stdio: ['ignore', 'ignore', 'pipe'] });

/**
 * Each browser's network loses `percent` % of the UDP it receives and of the UDP it sends. A
 * packet from one browser to the other (peer to peer) meets both rules, as one from a publisher
 * to Janus and then from Janus to a subscriber does: end to end, both paths lose
 * 1 − (1 − p)² (9.75 % at 5 %, 27.75 % at 15 %), each leg p.
 */
const udpLoss = (percent) => ({
  name: `${percent} % UDP loss each way at every browser`,
  rules: [
    `udp dport ${ANY_BROWSER} numgen random mod 100 < ${percent} drop`,
    `udp sport ${ANY_BROWSER} numgen random mod 100 < ${percent} drop`,
  ],
});

/** The browsers' UDP goes nowhere: only TURN over TCP (or TLS) carries their media. */
const UDP_BLOCKED = {
  name: 'UDP blocked but for TURN over TCP',
  rules: [`udp sport ${ANY_BROWSER} drop`, `udp dport ${ANY_BROWSER} drop`],
};

/**
 * The capped page's downlink: UDP to CAPPED_PORTS over `kbytesPerSecond` is dropped (a policer
 * with 250 ms of burst; no queue, tc is not available here).
 */
const downlinkCap = (kbytesPerSecond) => ({
  name: `the capped page's downlink at ${kbytesPerSecond} kB/s`,
  rules: [
    `udp dport ${CAPPED_PORTS.first}-${CAPPED_PORTS.last} limit rate over ${kbytesPerSecond} kbytes/second burst ${Math.max(4, Math.round(kbytesPerSecond / 4))} kbytes drop`,
  ],
});

/** Applies `network`'s rules until the returned undo runs (once, however often it is called). */
function applyNetwork(network) {
  nft('add', 'table', 'inet', TABLE);
  nft(
    'add',
    'chain',
    'inet',
    TABLE,
    'in',
    '{ type filter hook input priority 0 ; }',
  );
  for (const rule of network.rules)
    nft('add', 'rule', 'inet', TABLE, 'in', ...rule.split(' '));
  let lifted = false;
  return () => {
    if (lifted) return;
    lifted = true;
    nft('delete', 'table', 'inet', TABLE);
  };
}

module.exports = {
  BROWSER_PORTS,
  CAPPED_PORTS,
  portRange,
  setPortRange,
  canShapeNetwork,
  udpLoss,
  UDP_BLOCKED,
  downlinkCap,
  applyNetwork,
};
