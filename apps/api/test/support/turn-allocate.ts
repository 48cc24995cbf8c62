// A TURN Allocate over TCP (RFC 8656), as a browser makes one with the credentials it was given:
// the transport a network that blocks UDP leaves. Just the messages it needs: an unauthenticated
// Allocate for the realm and nonce, then the Allocate signed with the long-term credential.
import type { IceServer } from '@ruume/contracts';
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { connect, type Socket } from 'node:net';

export type AllocateResult =
  | { allocated: true; relayed: [string, number] }
  | { allocated: false; errorCode: number };

const MAGIC_COOKIE = 0x2112a442;
const ALLOCATE_REQUEST = 0x0003;
const ALLOCATE_SUCCESS = 0x0103;
const ATTRIBUTE = {
  username: 0x0006,
  messageIntegrity: 0x0008,
  errorCode: 0x0009,
  realm: 0x0014,
  nonce: 0x0015,
  xorRelayedAddress: 0x0016,
  requestedTransport: 0x0019,
};
const UDP = Buffer.from([17, 0, 0, 0]);

type Attributes = Map<number, Buffer>;

function attribute(type: number, value: Buffer): Buffer {
  const header = Buffer.alloc(4);
  header.writeUInt16BE(type, 0);
  header.writeUInt16BE(value.length, 2);
  const padding = Buffer.alloc((4 - (value.length % 4)) % 4);
  return Buffer.concat([header, value, padding]);
}

function header(length: number, transactionId: Buffer): Buffer {
  const buffer = Buffer.alloc(20);
  buffer.writeUInt16BE(ALLOCATE_REQUEST, 0);
  buffer.writeUInt16BE(length, 2);
  buffer.writeUInt32BE(MAGIC_COOKIE, 4);
  transactionId.copy(buffer, 8);
  return buffer;
}

/** An Allocate; signed (MESSAGE-INTEGRITY last) when `key` is given. */
function allocateRequest(attributes: Buffer[], key?: Buffer): Buffer {
  const body = Buffer.concat(attributes);
  const transactionId = randomBytes(12);
  if (!key) return Buffer.concat([header(body.length, transactionId), body]);
  // The integrity covers the header as if it already counted its own 24 bytes.
  const signed = Buffer.concat([header(body.length + 24, transactionId), body]);
  const integrity = createHmac('sha1', key).update(signed).digest();
  return Buffer.concat([
    signed,
    attribute(ATTRIBUTE.messageIntegrity, integrity),
  ]);
}

/** Reads one STUN message from the stream (TCP: messages back to back, no framing). */
function nextMessage(
  socket: Socket,
): Promise<{ type: number; attributes: Attributes }> {
  return new Promise((resolve, reject) => {
    let received = Buffer.alloc(0);
    const onData = (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      if (received.length < 20) return;
      const length = 20 + received.readUInt16BE(2);
      if (received.length < length) return;
      socket.off('data', onData);
      const attributes: Attributes = new Map();
      for (let at = 20; at + 4 <= length; ) {
        const type = received.readUInt16BE(at);
        const size = received.readUInt16BE(at + 2);
        attributes.set(type, received.subarray(at + 4, at + 4 + size));
        at += 4 + size + ((4 - (size % 4)) % 4);
      }
      resolve({ type: received.readUInt16BE(0), attributes });
    };
    socket.on('data', onData);
    socket.once('error', reject);
    socket.once('close', () => reject(new Error('TURN server closed')));
  });
}

function errorCodeOf(attributes: Attributes): number {
  const value = attributes.get(ATTRIBUTE.errorCode);
  if (!value) throw new Error('an error response without ERROR-CODE');
  return (value[2] & 0x07) * 100 + value[3];
}

function relayedOf(attributes: Attributes): [string, number] {
  const value = attributes.get(ATTRIBUTE.xorRelayedAddress);
  if (!value)
    throw new Error('an Allocate success without XOR-RELAYED-ADDRESS');
  const port = value.readUInt16BE(2) ^ (MAGIC_COOKIE >>> 16);
  const address = (value.readUInt32BE(4) ^ MAGIC_COOKIE) >>> 0;
  const octets = [24, 16, 8, 0].map((shift) => (address >>> shift) & 0xff);
  return [octets.join('.'), port];
}

/** Allocates a UDP relay over TCP with a long-term credential; closing ends the allocation. */
export async function allocateOverTcp(
  address: [string, number],
  username: string,
  credential: string,
): Promise<AllocateResult> {
  const socket = connect({ host: address[0], port: address[1] });
  await new Promise((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  try {
    const transport = attribute(ATTRIBUTE.requestedTransport, UDP);
    socket.write(allocateRequest([transport]));
    const challenge = await nextMessage(socket);
    const realm = challenge.attributes.get(ATTRIBUTE.realm);
    const nonce = challenge.attributes.get(ATTRIBUTE.nonce);
    if (!realm || !nonce) {
      throw new Error(
        `no challenge (error ${errorCodeOf(challenge.attributes)})`,
      );
    }
    const key = createHash('md5')
      .update(`${username}:${realm.toString()}:${credential}`)
      .digest();
    socket.write(
      allocateRequest(
        [
          transport,
          attribute(ATTRIBUTE.username, Buffer.from(username)),
          attribute(ATTRIBUTE.realm, realm),
          attribute(ATTRIBUTE.nonce, nonce),
        ],
        key,
      ),
    );
    const answer = await nextMessage(socket);
    return answer.type === ALLOCATE_SUCCESS
      ? { allocated: true, relayed: relayedOf(answer.attributes) }
      : { allocated: false, errorCode: errorCodeOf(answer.attributes) };
  } finally {
    socket.destroy();
  }
}

/** `turn:HOST:PORT?transport=tcp` among `urls` → [host, port]. */
export function tcpAddressOf(urls: string[]): [string, number] {
  const url = urls.find((candidate) => candidate.endsWith('?transport=tcp'));
  const match = url && /^turn:([\d.]+):(\d+)\?/.exec(url);
  if (!match) throw new Error(`no turn: URL over TCP in ${urls.join(', ')}`);
  return [match[1], Number(match[2])];
}

/** The entry with credentials (the minted TURN one) of a participant's ICE servers. */
export function turnEntryOf(iceServers: IceServer[]): {
  urls: string[];
  username: string;
  credential: string;
} {
  const entry = iceServers.find((server) => server.credential !== undefined);
  if (!entry?.username || !entry.credential) {
    throw new Error('no ICE server with credentials');
  }
  const urls = Array.isArray(entry.urls) ? entry.urls : [entry.urls];
  return { urls, username: entry.username, credential: entry.credential };
}
