// The command line of the coturn `npm start` runs beside the api (no configuration file: `-n`).

/**
 * Relay ports of its own: above the kernel's ephemeral range (32768-60999, where browsers bind
 * their ICE sockets) and Janus's (20000-40000 for ICE, 40100-44900 for Streaming), so a
 * firewall rule can tell them apart. Each relayed connection takes one.
 */
export const LOCAL_RELAY_PORTS = { min: 61000, max: 61499 };

/** TURN's realm: part of the long-term credential's key, the same for every credential. */
export const TURN_REALM = 'ruume';

export interface LocalCoturnOptions {
  /** Listens and relays on it (TURN_LOCAL_ADDRESS). */
  address: string;
  /** UDP and TCP both. */
  port: number;
  /** static-auth-secret: the api mints the credentials with it. */
  secret: string;
  /** Its pid file and SQLite user database (unused, but coturn opens one). */
  dir: string;
}

export function localCoturnFlags(options: LocalCoturnOptions): string[] {
  const { address, port, secret, dir } = options;
  return [
    '-n',
    `--listening-ip=${address}`,
    `--relay-ip=${address}`,
    `--listening-port=${port}`,
    `--min-port=${LOCAL_RELAY_PORTS.min}`,
    `--max-port=${LOCAL_RELAY_PORTS.max}`,
    '--use-auth-secret',
    `--static-auth-secret=${secret}`,
    `--realm=${TURN_REALM}`,
    '--fingerprint',
    '--no-tls',
    '--no-dtls',
    '--no-cli',
    // The browsers and Janus of this machine are its peers: only this local instance allows it.
    '--allow-loopback-peers',
    // Its log goes to its stdout (the launcher writes it to a file), without verbose lines.
    '--log-file=stdout',
    '--simple-log',
    `--pidfile=${dir}/turnserver.pid`,
    `--userdb=${dir}/turndb`,
  ];
}

/** What browsers are given: the same port over UDP, and over TCP where UDP is blocked. */
export const localTurnUrls = (address: string, port: number): string[] => [
  `turn:${address}:${port}?transport=udp`,
  `turn:${address}:${port}?transport=tcp`,
];
