// What the SFU room tests build on: a room filled past peer-to-peer, and a browser's side of
// Janus as a client holds it (its Janus token, the room's join token, its feed id).
import type { RoomSfuAccess, RoomWatchAccess } from '@ruume/contracts';
import {
  connectJanus,
  type JanusConnection,
} from '../../../src/adapters/janus/janus-client';
import type { JanusNodeConfig } from '../../../src/adapters/janus/janus-config';
import {
  createJanusSession,
  type JanusHandle,
  type PluginData,
} from '../../../src/adapters/janus/janus-session';
import { VIDEOROOM_PLUGIN } from '../../../src/adapters/janus/videoroom';
import { eventually } from '../../support/eventually';
import { publisherOffer } from '../../support/janus';
import {
  trickleTo,
  webRtcPublisher,
  type WebRtcPublisher,
  webRtcWatcher,
  type WebRtcWatcher,
} from '../../support/webrtc-peers';
import { STREAMING_PLUGIN } from '../../../src/adapters/janus/streaming';
import type { Browser } from '../../support/browser';
import type { TestApp } from '../../support/test-app';
import { enter, guest, hostedRoom, type RoomClient } from './room-support';

/** The api's environment for Janus nodes. */
/** The api's environment for one Janus node, or several (JANUS_URL's list, secrets per node). */
export const janusEnv = (
  node: JanusNodeConfig | JanusNodeConfig[],
): NodeJS.ProcessEnv => {
  const nodes = Array.isArray(node) ? node : [node];
  const each = (value: (n: JanusNodeConfig) => string | undefined) =>
    nodes.map(value).join(',');
  return {
    JANUS_URL: each((n) => n.url),
    JANUS_API_SECRET: each((n) => n.apiSecret),
    JANUS_TOKEN_SECRET: each((n) => n.tokenSecret),
    ...(nodes.every((n) => n.roomAdminKey)
      ? { JANUS_ADMIN_KEY: each((n) => n.roomAdminKey) }
      : {}),
  };
};

export interface Person {
  client: RoomClient;
  participantId: string;
  browser: Browser;
}

/** The host and `guests` guests, each let in (their welcome read). */
export async function fill(
  t: TestApp,
  base: string,
  roomId: string,
  hostBrowser: Browser,
  guests: number,
): Promise<Person[]> {
  const people: Person[] = [];
  for (let i = 0; i <= guests; i++) {
    const browser = i === 0 ? hostBrowser : guest(t);
    const { client, ticket } = await enter(
      base,
      browser,
      roomId,
      i === 0 ? 'host' : `g${i}`,
    );
    people.push({ client, participantId: ticket.participantId, browser });
  }
  return people;
}

/**
 * A professional room of `guests` + 1 people (entering at once), moved to the SFU: each one's
 * access, from their welcome or from the `media` frame that moved them.
 */
export async function sfuRoom(t: TestApp, base: string, guests = 4) {
  const { host, roomId } = await hostedRoom(t, { tier: 'professional' });
  const people = await fill(t, base, roomId, host.browser, guests);
  const access = new Map<string, RoomSfuAccess>();
  for (const person of people) {
    const welcome = await person.client.next('welcome');
    const sfu =
      welcome.sfu ??
      (await person.client.next('media', (f) => f.sfu !== null)).sfu;
    access.set(person.participantId, sfu as RoomSfuAccess);
  }
  return {
    roomId,
    people,
    accessOf: (person: Person) =>
      access.get(person.participantId) as RoomSfuAccess,
  };
}

/** A browser's VideoRoom handle, reached with what the api handed out. */
export class JanusBrowser {
  readonly events: PluginData[] = [];
  /** Janus's own word on the handle's PeerConnection: webrtcup, hangup. */
  readonly states: string[] = [];
  private peer: WebRtcPublisher | undefined;

  private constructor(
    readonly connection: JanusConnection,
    readonly handle: JanusHandle,
  ) {
    handle.onEvent((data) => this.events.push(data));
    connection.onHandleEvent(handle.id, (message) => {
      if (message.janus === 'webrtcup' || message.janus === 'hangup')
        this.states.push(message.janus);
    });
    trickleTo(connection, handle.id, () => this.peer);
  }

  static async connect(access: Pick<RoomSfuAccess, 'url' | 'token'>) {
    const connection = await connectJanus({
      url: access.url,
      token: access.token,
    });
    const session = await createJanusSession(connection);
    return new JanusBrowser(connection, await session.attach(VIDEOROOM_PLUGIN));
  }

  /** Joins as the camera publisher the access names (or with another join token). */
  join(access: RoomSfuAccess, joinToken = access.joinToken) {
    return this.handle.send({
      request: 'join',
      ptype: 'publisher',
      room: access.room,
      id: access.feeds.camera,
      token: joinToken,
    });
  }

  /** Publishes audio (mid 0) and video (mid 1) without media, as the adapter tests do. */
  publish() {
    return this.handle.send({ request: 'publish' }, publisherOffer());
  }

  /**
   * Publishes over a real PeerConnection (up when this resolves), so Janus announces the
   * publisher and its streams to the room; again after `unpublish()`, as a browser republishes.
   */
  async publishLive(
    source: Parameters<typeof webRtcPublisher>[0] | WebRtcPublisher = {},
  ) {
    this.peer ??= 'offer' in source ? source : webRtcPublisher(source);
    const up = this.states.length;
    const answer = await this.handle.send(
      { request: 'publish' },
      await this.peer.offer(),
    );
    await this.peer.answered(answer.jsep);
    await this.state('webrtcup', up);
  }

  /** Stops publishing; resolves once Janus has closed the PeerConnection. */
  async unpublish() {
    const down = this.states.length;
    await this.handle.send({ request: 'unpublish' });
    await this.state('hangup', down);
  }

  private state(name: string, after: number) {
    return eventually(() => this.states.slice(after).includes(name));
  }

  async event(match: (data: PluginData) => boolean): Promise<PluginData> {
    const deadline = Date.now() + 5000;
    for (;;) {
      const found = this.events.find(match);
      if (found) return found;
      if (Date.now() > deadline)
        throw new Error(`no such event among ${JSON.stringify(this.events)}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  async close() {
    await this.peer?.close();
    await this.connection.close();
  }
}

/** Someone in the audience, with what the api handed them: a Streaming-only Janus session. */
export async function watchStage(
  access: RoomWatchAccess,
  mountpoint: number,
): Promise<{ watcher: WebRtcWatcher; close(): Promise<void> }> {
  const connection = await connectJanus({
    url: access.url,
    token: access.token,
  });
  const session = await createJanusSession(connection);
  const handle = await session.attach(STREAMING_PLUGIN);
  const watcher = webRtcWatcher();
  trickleTo(connection, handle.id, () => watcher);
  const offer = await handle.send({
    request: 'watch',
    id: mountpoint,
    pin: access.pin,
  });
  await handle.send({ request: 'start' }, await watcher.answer(offer.jsep));
  await watcher.connected();
  return {
    watcher,
    async close() {
      await watcher.close();
      await connection.close();
    },
  };
}

/**
 * Their SFU access: from their welcome when the room was on the SFU by then (a slow welcome
 * may be sent after the move it would otherwise hear of), else from the `media` frame that
 * gives it.
 */
export async function sfuAccessOf(client: RoomClient): Promise<RoomSfuAccess> {
  const welcome = client.all('welcome').at(0) ?? (await client.next('welcome'));
  return (welcome.sfu ??
    (await client.next('media', (f) => f.sfu !== null)).sfu) as RoomSfuAccess;
}

/**
 * The host (on the SFU already, or moving there) publishes a camera with frames, as a browser
 * would (or with `camera`, a simulcast one): their access (sfuAccessOf) and the publishing
 * peer (closed by `closing`).
 */
export async function hostPublishes(
  host: RoomClient,
  closing: Array<() => unknown>,
  camera?: WebRtcPublisher,
): Promise<{ access: RoomSfuAccess; publisher: JanusBrowser }> {
  const access = await sfuAccessOf(host);
  const publisher = await JanusBrowser.connect(access);
  closing.push(() => publisher.close());
  await publisher.join(access);
  await publisher.publishLive(camera ?? { frames: true });
  return { access, publisher };
}
