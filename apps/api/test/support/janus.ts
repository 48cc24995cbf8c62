import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { JanusNodeConfig } from '../../src/adapters/janus/janus-config';
import {
  findJanusBinary,
  launchJanus,
  type LocalJanus,
} from '../../src/adapters/janus/janus-launcher';

// One Janus for the whole api test run: the global setup starts it (with the launcher npm start
// uses) and hands its address and secrets to the test files through the environment.
const NODE_VARIABLE = 'RUUME_TEST_JANUS';
const MISSING_VARIABLE = 'RUUME_TEST_JANUS_MISSING';

export const JANUS_MISSING_MESSAGE =
  'Janus is needed for the SFU tests: apt-get install janus (Debian; .ci/run installs it)';

export function janusTestDir(): string {
  return join(tmpdir(), `ruume-janus-${randomBytes(6).toString('hex')}`);
}

/** Started once by the global setup; undefined (and why) when janus is missing or fails. */
export async function startTestJanus(): Promise<LocalJanus | undefined> {
  if (!findJanusBinary()) {
    process.env[MISSING_VARIABLE] = JANUS_MISSING_MESSAGE;
    return undefined;
  }
  // A Janus that will not start fails the SFU tests (saying why), not the whole run.
  const janus = await launchJanus({ dir: janusTestDir() }).catch(
    (error: Error) => {
      process.env[MISSING_VARIABLE] = error.message;
      return undefined;
    },
  );
  if (!janus) return undefined;
  const node: JanusNodeConfig = {
    url: janus.url,
    apiSecret: janus.apiSecret,
    tokenSecret: janus.tokenSecret,
    roomAdminKey: janus.roomAdminKey,
  };
  process.env[NODE_VARIABLE] = JSON.stringify(node);
  return janus;
}

/** The run's Janus; fails the test with how to install it when there is none. */
export function testJanusNode(): JanusNodeConfig {
  const node = process.env[NODE_VARIABLE];
  if (!node) {
    throw new Error(process.env[MISSING_VARIABLE] ?? JANUS_MISSING_MESSAGE);
  }
  return JSON.parse(node) as JanusNodeConfig;
}

/** An offer as a browser's publisher sends it (audio mid 0, video mid 1), without any media. */
export function publisherOffer(): { type: 'offer'; sdp: string } {
  const fingerprint = Array.from(randomBytes(32), (byte) =>
    byte.toString(16).padStart(2, '0').toUpperCase(),
  ).join(':');
  const section = (kind: string, mid: number, rtpmap: string, ssrc: number) => [
    `m=${kind} 9 UDP/TLS/RTP/SAVPF ${rtpmap.split(' ')[0]}`,
    'c=IN IP4 0.0.0.0',
    'a=ice-ufrag:ruume',
    'a=ice-pwd:ruumeruumeruumeruumeruume',
    `a=fingerprint:sha-256 ${fingerprint}`,
    'a=setup:actpass',
    `a=mid:${mid}`,
    'a=sendonly',
    'a=rtcp-mux',
    `a=rtpmap:${rtpmap}`,
    `a=ssrc:${ssrc} cname:ruume`,
  ];
  const sdp = [
    'v=0',
    'o=- 1 2 IN IP4 127.0.0.1',
    's=-',
    't=0 0',
    'a=group:BUNDLE 0 1',
    ...section('audio', 0, '111 opus/48000/2', 1111),
    ...section('video', 1, '96 VP8/90000', 2222),
    '',
  ].join('\r\n');
  return { type: 'offer', sdp };
}
