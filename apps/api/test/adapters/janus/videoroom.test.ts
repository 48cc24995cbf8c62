import { randomBytes } from 'node:crypto';
import {
  connectJanus,
  JanusError,
  type JanusConnection,
} from '../../../src/adapters/janus/janus-client';
import type { JanusNodeConfig } from '../../../src/adapters/janus/janus-config';
import {
  createJanusSession,
  type JanusHandle,
  type PluginData,
} from '../../../src/adapters/janus/janus-session';
import { mintJanusToken } from '../../../src/adapters/janus/janus-tokens';
import {
  createVideoRoomAdmin,
  VIDEOROOM_PLUGIN,
  type VideoRoomAdmin,
} from '../../../src/adapters/janus/videoroom';
import { publisherOffer, testJanusNode } from '../../support/janus';

const secret = () => randomBytes(12).toString('hex');

/** What the plugin tells one participant, in order. */
class Participant {
  readonly events: PluginData[] = [];
  id = 0;

  private constructor(
    readonly connection: JanusConnection,
    readonly handle: JanusHandle,
  ) {
    handle.onEvent((data) => this.events.push(data));
  }

  /** Connects as a browser does: with a Janus token, never the api secret. */
  static async connect(node: JanusNodeConfig): Promise<Participant> {
    const connection = await connectJanus({
      url: node.url,
      token: mintJanusToken(node.tokenSecret, 60),
    });
    const session = await createJanusSession(connection);
    return new Participant(connection, await session.attach(VIDEOROOM_PLUGIN));
  }

  async join(room: number, display: string, extra: PluginData = {}) {
    const joined = await this.handle.send({
      request: 'join',
      ptype: 'publisher',
      room,
      display,
      ...extra,
    });
    this.id = joined.plugindata?.data.id as number;
    return joined.plugindata?.data;
  }

  async event(match: (data: PluginData) => boolean): Promise<PluginData> {
    const deadline = Date.now() + 5000;
    for (;;) {
      const found = this.events.find(match);
      if (found) return found;
      if (Date.now() > deadline) {
        throw new Error(`no such event among ${JSON.stringify(this.events)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

describe('the VideoRoom admin against a real Janus', () => {
  let node: JanusNodeConfig;
  let api: JanusConnection;
  let admin: VideoRoomAdmin;
  const participants: Participant[] = [];

  const participant = async () => {
    const joining = await Participant.connect(node);
    participants.push(joining);
    return joining;
  };

  beforeAll(async () => {
    node = testJanusNode();
    api = await connectJanus({ url: node.url, apiSecret: node.apiSecret });
    admin = await createVideoRoomAdmin(api, { adminKey: node.roomAdminKey });
  });

  afterAll(async () => {
    for (const { connection } of participants) await connection.close();
    await admin?.close();
    await api?.close();
  });

  it('creates a room with a secret, tells it exists, and destroys it once', async () => {
    const roomSecret = secret();
    const room = await admin.createRoom({ secret: roomSecret, publishers: 30 });

    expect(await admin.exists(room)).toBe(true);
    expect(await admin.listParticipants(room)).toEqual([]);
    expect(await admin.destroyRoom(room, roomSecret)).toBe(true);
    expect(await admin.exists(room)).toBe(false);
    expect(await admin.destroyRoom(room, roomSecret)).toBe(false);
  });

  it('refuses a wrong room secret, a missing admin key and a missing api secret', async () => {
    const roomSecret = secret();
    const room = await admin.createRoom({ secret: roomSecret, publishers: 3 });

    const wrong = admin.destroyRoom(room, 'not-the-secret');
    await expect(wrong).rejects.toThrow(JanusError);
    await expect(wrong).rejects.toMatchObject({ kind: 'plugin', code: 433 });
    expect(await admin.exists(room)).toBe(true);

    const keyless = await createVideoRoomAdmin(api);
    await expect(
      keyless.createRoom({ secret: secret(), publishers: 3 }),
    ).rejects.toMatchObject({ kind: 'plugin', code: 429 });
    await keyless.close();

    const stranger = await connectJanus({ url: node.url, apiSecret: 'nope' });
    await expect(createJanusSession(stranger)).rejects.toMatchObject({
      kind: 'janus',
      code: 403,
    });
    await stranger.close();
    await admin.destroyRoom(room, roomSecret);
  });

  it('lets in only who holds the pin and an allowed token, lists them, kicks them and keeps them out', async () => {
    const roomSecret = secret();
    const room = await admin.createRoom({
      secret: roomSecret,
      pin: 'room-pin',
      allowedTokens: [],
      publishers: 30,
    });
    const ann = await participant();
    const bob = await participant();

    await expect(
      ann.join(room, 'Ann', { pin: 'room-pin', token: 'ann-token' }),
    ).rejects.toMatchObject({ kind: 'plugin', code: 433 });
    await admin.allowTokens(room, roomSecret, ['ann-token', 'bob-token']);
    await expect(
      ann.join(room, 'Ann', { token: 'ann-token' }),
    ).rejects.toMatchObject({ kind: 'plugin', code: 429 });
    await ann.join(room, 'Ann', { pin: 'room-pin', token: 'ann-token' });
    await bob.join(room, 'Bob', { pin: 'room-pin', token: 'bob-token' });

    const listed = await admin.listParticipants(room);
    expect(listed.map(({ id, display }) => ({ id, display }))).toEqual(
      expect.arrayContaining([
        { id: ann.id, display: 'Ann' },
        { id: bob.id, display: 'Bob' },
      ]),
    );

    await admin.revokeTokens(room, roomSecret, ['ann-token']);
    await admin.kick(room, roomSecret, ann.id);
    await ann.event(
      (data) => data.leaving === 'ok' && data.reason === 'kicked',
    );
    await bob.event((data) => data.kicked === ann.id);
    expect((await admin.listParticipants(room)).map(({ id }) => id)).toEqual([
      bob.id,
    ]);
    const again = await participant();
    await expect(
      again.join(room, 'Ann', { pin: 'room-pin', token: 'ann-token' }),
    ).rejects.toMatchObject({ kind: 'plugin', code: 433 });

    await expect(admin.kick(room, roomSecret, ann.id)).rejects.toMatchObject({
      kind: 'plugin',
    });
    await admin.destroyRoom(room, roomSecret);
  });

  it('answers a browser’s publisher with what keeps media going under loss: Opus in-band FEC, NACK, PLI and FIR', async () => {
    const roomSecret = secret();
    const room = await admin.createRoom({ secret: roomSecret, publishers: 2 });
    const ann = await participant();
    await ann.join(room, 'Ann');
    // Chromium's offer says what it can do (recorded from Chromium 156).
    const offer = publisherOffer();
    const sdp = offer.sdp
      .replace(
        'a=rtpmap:111 opus/48000/2\r\n',
        'a=rtpmap:111 opus/48000/2\r\na=fmtp:111 minptime=10;useinbandfec=1\r\n',
      )
      .replace(
        'a=rtpmap:96 VP8/90000\r\n',
        [
          'a=rtpmap:96 VP8/90000',
          'a=rtcp-fb:96 goog-remb',
          'a=rtcp-fb:96 transport-cc',
          'a=rtcp-fb:96 ccm fir',
          'a=rtcp-fb:96 nack',
          'a=rtcp-fb:96 nack pli',
          '',
        ].join('\r\n'),
      );
    const published = await ann.handle.send(
      { request: 'publish', display: 'Ann' },
      { ...offer, sdp },
    );
    const answer = (published.jsep as { sdp: string }).sdp.split('\r\n');
    expect(answer).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^a=fmtp:111 .*useinbandfec=1/),
        'a=rtcp-fb:96 nack',
        'a=rtcp-fb:96 nack pli',
        'a=rtcp-fb:96 ccm fir',
      ]),
    );
    await admin.destroyRoom(room, roomSecret);
  });

  it('stops forwarding a publisher’s audio and tells everyone, by the stream’s mid', async () => {
    const roomSecret = secret();
    const room = await admin.createRoom({ secret: roomSecret, publishers: 30 });
    const ann = await participant();
    const bob = await participant();
    await ann.join(room, 'Ann');
    await bob.join(room, 'Bob');

    // Before anything is published there is no stream to stop.
    await expect(
      admin.moderate(room, roomSecret, ann.id, '0', true),
    ).rejects.toMatchObject({ kind: 'plugin', code: 428 });

    const published = await ann.handle.send(
      { request: 'publish', display: 'Ann' },
      publisherOffer(),
    );
    expect(published.plugindata?.data.streams).toEqual([
      expect.objectContaining({ type: 'audio', mid: '0' }),
      expect.objectContaining({ type: 'video', mid: '1' }),
    ]);
    expect(published.jsep).toMatchObject({ type: 'answer' });

    await admin.moderate(room, roomSecret, ann.id, '0', true);
    const muted = { id: ann.id, mid: '0', moderation: 'muted' };
    expect(await bob.event((data) => data.moderation === 'muted')).toEqual(
      expect.objectContaining(muted),
    );
    expect(await ann.event((data) => data.moderation === 'muted')).toEqual(
      expect.objectContaining(muted),
    );

    await expect(
      admin.moderate(room, 'wrong', ann.id, '0', false),
    ).rejects.toMatchObject({ kind: 'plugin', code: 433 });
    await admin.moderate(room, roomSecret, ann.id, '0', false);
    await bob.event((data) => data.moderation === 'unmuted');
    await admin.destroyRoom(room, roomSecret);
  });

  it('refuses a browser without a valid Janus token', async () => {
    for (const token of [undefined, mintJanusToken('other-secret', 60)]) {
      const browser = await connectJanus({ url: node.url, token });
      await expect(createJanusSession(browser)).rejects.toMatchObject({
        kind: 'janus',
        code: 403,
      });
      await browser.close();
    }
  });
});
