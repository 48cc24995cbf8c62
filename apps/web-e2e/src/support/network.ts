// Bad networks for the browser tests, made with nftables inside the e2e run's own network
// namespace (tools/e2e/loopback-netns.mjs): nothing outside it is touched. tc netem is not
// available here, so there is no added delay; loss, blocked UDP and rate limits are.
// The browsers' ICE sockets are told apart from Janus's (rtp_port_range 20000-40000) and
// the local coturn's relay ports (61000-61499, apps/api/src/adapters/turn/coturn) by the ephemeral port range the namespace
// hands out, moved here to BROWSER_PORTS for the time a network is applied.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const TABLE = 'ruume_e2e_network';
const PORT_RANGE_FILE = '/proc/sys/net/ipv4/ip_local_port_range';
/** Where Chromium binds its ICE sockets while a network is applied. */
export const BROWSER_PORTS = { first: 41000, last: 48999 } as const;

export interface Network {
  /** What the spec says of it. */
  readonly name: string;
  /**
   * nft rules on the table's input chain (every packet on loopback passes it once). Input, not
   * output: a firewall on the way drops silently, while a drop on output fails the sender's
   * own send (EPERM), after which coturn stops relaying on that allocation at all.
   */
  readonly rules: string[];
}

const browserUdp = `udp sport ${BROWSER_PORTS.first}-${BROWSER_PORTS.last}`;
const toBrowserUdp = `udp dport ${BROWSER_PORTS.first}-${BROWSER_PORTS.last}`;

/** The browsers' UDP goes nowhere: only TURN over TCP (or TLS) carries their media. */
export const UDP_BLOCKED: Network = {
  name: 'UDP blocked but for TURN over TCP',
  rules: [`${browserUdp} drop`, `${toBrowserUdp} drop`],
};

/** `percent` of every UDP packet lost at random, on every hop (browser → Janus → browser: two). */
export const udpLoss = (percent: number): Network => ({
  name: `${percent} % of UDP lost`,
  rules: [`meta l4proto udp numgen random mod 100 < ${percent} drop`],
});

/** Whether this run can shape its network (inside its own namespace, as root, with nft). */
export function canShapeNetwork(): boolean {
  if (process.env['RUUME_LOOPBACK_NETNS'] !== '1') return false;
  try {
    execFileSync('nft', ['list', 'tables'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const nft = (...args: string[]) =>
  execFileSync('nft', args, { stdio: ['ignore', 'ignore', 'pipe'] });

/** Applies `network` until the returned undo runs (the port range comes back too). */
export function applyNetwork(network: Network): () => void {
  const range = readFileSync(PORT_RANGE_FILE, 'utf8').trim();
  execFileSync('sysctl', [
    '-q',
    '-w',
    `net.ipv4.ip_local_port_range=${BROWSER_PORTS.first} ${BROWSER_PORTS.last}`,
  ]);
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
  return () => {
    nft('delete', 'table', 'inet', TABLE);
    execFileSync('sysctl', [
      '-q',
      '-w',
      `net.ipv4.ip_local_port_range=${range.replace(/\s+/, ' ')}`,
    ]);
  };
}
