// The local coturn `npm start` runs (TURN_URLS unset), checked with real TURN Allocates over TCP:
// the api's minted credentials open it; forged, borrowed or expired ones do not.
import { rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { LOCAL_RELAY_PORTS } from '../../../src/adapters/turn/coturn/coturn-flags';
import {
  findTurnserverBinary,
  type LocalCoturn,
  startLocalCoturn,
} from '../../../src/adapters/turn/coturn/coturn-launcher';
import { createRestApiIceServers } from '../../../src/adapters/turn/rest-api/rest-api-ice-servers';
import { TURN_CREDENTIAL_TTL_SECONDS } from '../../../src/adapters/turn/rest-api/turn-credential';
import { makeTempDir } from '../../support/pglite-template';
import {
  allocateOverTcp,
  tcpAddressOf,
  turnEntryOf,
} from '../../support/turn-allocate';

const refused = (address: [string, number]) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ host: address[0], port: address[1] });
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });

describe('the local coturn', () => {
  let dataDir: string;
  let coturn: LocalCoturn;
  let summary: string;
  beforeAll(async () => {
    if (!findTurnserverBinary()) {
      throw new Error('coturn is not installed: apt-get install coturn');
    }
    dataDir = await makeTempDir();
    const started = await startLocalCoturn({ dataDir, address: '127.0.0.1' });
    if (!started?.coturn) throw new Error(started?.summary);
    coturn = started.coturn;
    summary = started.summary;
  });
  afterAll(async () => {
    await coturn?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  const credentialsOf = (participantId: string, now = Date.now()) =>
    turnEntryOf(
      createRestApiIceServers({
        staticServers: [],
        urls: coturn.urls,
        secret: coturn.secret,
        now: () => now,
      }).forParticipant(participantId),
    );

  it('listens on one port for UDP and TCP, and says where in one line', () => {
    const [, port] = tcpAddressOf(coturn.urls);
    expect(coturn.urls).toEqual([
      `turn:127.0.0.1:${port}?transport=udp`,
      `turn:127.0.0.1:${port}?transport=tcp`,
    ]);
    expect(summary).toBe(
      `TURN: local coturn (pid ${coturn.pid}) at ${coturn.urls.join(', ')}, log in ${dataDir}/coturn/turnserver.log`,
    );
  });

  it("relays for a participant's minted credentials, from its own port range", async () => {
    const { urls, username, credential } = credentialsOf('p-ana');
    const result = await allocateOverTcp(
      tcpAddressOf(urls),
      username,
      credential,
    );
    expect(result).toMatchObject({ allocated: true });
    const [host, port] = (result as { relayed: [string, number] }).relayed;
    expect(host).toBe('127.0.0.1');
    expect(port).toBeGreaterThanOrEqual(LOCAL_RELAY_PORTS.min);
    expect(port).toBeLessThanOrEqual(LOCAL_RELAY_PORTS.max);
  });

  it('refuses a forged credential, one borrowed by another name, and an expired one', async () => {
    const ana = credentialsOf('p-ana');
    const address = tcpAddressOf(ana.urls);
    const forged = createRestApiIceServers({
      staticServers: [],
      urls: coturn.urls,
      secret: 'not-the-secret-of-this-coturn',
    }).forParticipant('p-ana')[0];
    const expired = credentialsOf(
      'p-ana',
      Date.now() - (TURN_CREDENTIAL_TTL_SECONDS + 60) * 1000,
    );
    const attempts = [
      [forged.username as string, forged.credential as string],
      [ana.username.replace('p-ana', 'p-eve'), ana.credential],
      [expired.username, expired.credential],
    ];
    for (const [username, credential] of attempts) {
      expect(await allocateOverTcp(address, username, credential)).toEqual({
        allocated: false,
        errorCode: 401,
      });
    }
  });

  it('says so when it stops on its own', async () => {
    const otherDir = await makeTempDir();
    let told: (line: string) => void = () => undefined;
    const line = new Promise<string>((resolve) => (told = resolve));
    const other = await startLocalCoturn({
      dataDir: otherDir,
      address: '127.0.0.1',
      print: (text) => told(text),
    });
    try {
      process.kill(other?.coturn?.pid ?? 0, 'SIGKILL');
      expect(await line).toMatch(
        /^TURN: the local coturn stopped on its own \(exit code null\); rooms go on without a relay/,
      );
    } finally {
      await other?.coturn?.stop();
      await rm(otherDir, { recursive: true, force: true });
    }
  });

  it('is gone once stopped', async () => {
    const address = tcpAddressOf(coturn.urls);
    await coturn.stop();
    expect(await refused(address)).toBe(true);
  });
});
