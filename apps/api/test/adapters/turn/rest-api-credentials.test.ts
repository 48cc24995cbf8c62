// The per-participant TURN credentials, in coturn's TURN REST API scheme.
import { execFileSync } from 'node:child_process';
import { createIceServers } from '../../../src/adapters/turn/create-ice-servers';
import { createRestApiIceServers } from '../../../src/adapters/turn/rest-api/rest-api-ice-servers';
import {
  TURN_CREDENTIAL_TTL_SECONDS,
  turnCredential,
} from '../../../src/adapters/turn/rest-api/turn-credential';

const SECRET = 'a-turn-secret-of-coturn';
const STUN = { urls: 'stun:stun.example.com:3478' };
const URLS = [
  'turn:turn.example.com:3478?transport=udp',
  'turns:turn.example.com:443?transport=tcp',
];

describe('TURN REST API credentials', () => {
  it("matches coturn's scheme: the expiry, a colon, the user; base64 HMAC-SHA1 of it", () => {
    const minted = turnCredential(
      SECRET,
      'p-9Yc2mQeQ2h3x5uVbA1kZtQ',
      1767268800,
    );
    expect(minted).toEqual({
      username: '1767268800:p-9Yc2mQeQ2h3x5uVbA1kZtQ',
      // printf %s 1767268800:p-9Yc2mQeQ2h3x5uVbA1kZtQ |
      //   openssl dgst -sha1 -hmac a-turn-secret-of-coturn -binary | base64
      credential: 't+GMO5bOVS86O9Am2vsPFnDEMc8=',
    });
  });

  it('agrees with openssl for any username', () => {
    const username = `${Math.floor(Date.now() / 1000)}:p-${Math.random().toString(36).slice(2)}`;
    const openssl = execFileSync(
      'sh',
      [
        '-c',
        'printf %s "$1" | openssl dgst -sha1 -hmac "$2" -binary | base64',
        'hmac',
        username,
        SECRET,
      ],
      { encoding: 'utf8' },
    ).trim();
    const [expiry, user] = username.split(':');
    expect(turnCredential(SECRET, user, Number(expiry)).credential).toBe(
      openssl,
    );
  });

  it('gives each participant credentials of their own that expire after the TTL, beside the static servers', () => {
    const now = Date.UTC(2026, 11, 6, 8, 0, 0);
    const iceServers = createRestApiIceServers({
      staticServers: [STUN],
      urls: URLS,
      secret: SECRET,
      now: () => now,
    });
    const ana = iceServers.forParticipant('p-ana');
    const ben = iceServers.forParticipant('p-ben');
    const expiry = now / 1000 + TURN_CREDENTIAL_TTL_SECONDS;
    expect(ana).toEqual([
      STUN,
      { urls: URLS, ...turnCredential(SECRET, 'p-ana', expiry) },
    ]);
    expect(ana[1].username).toBe(`${expiry}:p-ana`);
    expect(ben[1].credential).not.toBe(ana[1].credential);
    expect(JSON.stringify([ana, ben])).not.toContain(SECRET);
  });

  it('gives ICE_SERVERS alone, to everyone, without a TURN server of ours', () => {
    const iceServers = createIceServers({ iceServers: [STUN] });
    expect(iceServers.forParticipant('p-ana')).toEqual([STUN]);
    expect(
      createIceServers({
        iceServers: [STUN],
        turnUrls: URLS,
        turnSecret: SECRET,
      }).forParticipant('p-ana'),
    ).toHaveLength(2);
  });
});
