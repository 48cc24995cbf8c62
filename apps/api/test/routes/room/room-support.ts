// What the live-room tests build on: rooms of a host on a tier (with a password or a fee), the
// join call as a browser makes it, and a socket client that reads the room's frames in order.
import type { LightMyRequestResponse } from 'fastify';
import WebSocket from 'ws';
import {
  AUTH_FAILURE_MESSAGES,
  type PlanTier,
  ROOM_CLOSE_CODES,
  type RoomServerMessage,
  type RoomServerMessageOf,
  roomServerMessageSchema,
  roomSocketPath,
  type RoomTicket,
} from '@ruume/contracts';
import { roomOccurrences } from '../../../src/db/schema';
import { Browser } from '../../support/browser';
import type { TestApp } from '../../support/test-app';
import { createMeeting, host, templateRow } from '../meeting/meeting-support';
import { payCheckout } from '../share/share-support';

export const API = '/api/v1';
const WAIT_MS = 4000;

/** A host on `tier` (signed in) and a room of theirs. */
export async function hostedRoom(
  t: TestApp,
  options: {
    tier?: PlanTier;
    passwordHash?: string;
    feeCents?: number;
    audienceFeeCents?: number;
  } = {},
) {
  const h = await host(t, { tier: options.tier ?? 'professional' });
  const template = await templateRow(t, h.id, {
    meetingPasswordHash: options.passwordHash ?? null,
    ...(options.feeCents || options.audienceFeeCents
      ? {
          participantFeeCents: options.feeCents ?? null,
          audienceFeeCents: options.audienceFeeCents ?? null,
          monetizationCurrency: 'usd' as const,
        }
      : {}),
  });
  const meeting = await createMeeting(h.browser, { templateId: template.id });
  return { host: h, roomId: meeting.roomId, meetingId: meeting.id };
}

export const guest = (t: TestApp) => new Browser(t.app);

/**
 * An ended occurrence of the meeting, for the database's room tables (ended, so a meeting may
 * have many: one is open at a time).
 */
export async function endedOccurrence(
  t: TestApp,
  meetingId: string,
): Promise<string> {
  const [row] = await t.database.db
    .insert(roomOccurrences)
    .values({ meetingId, endedAt: new Date() })
    .returning({ id: roomOccurrences.id });
  return row.id;
}

/** A guest pays the room's entry fee through the sandbox checkout. */
export async function payEntry(t: TestApp, roomId: string, email: string) {
  const started = await guest(t).post(`${API}/room/${roomId}/checkout`, {
    email,
    displayName: 'guest',
  });
  expect(started.statusCode).toBe(200);
  const paid = await payCheckout(t, (started.json() as { url: string }).url);
  expect(paid.statusCode).toBe(303);
  return paid;
}

export function join(
  browser: Browser,
  roomId: string,
  body: Record<string, unknown> = { displayName: 'guest' },
): Promise<LightMyRequestResponse> {
  return browser.post(`${API}/room/${roomId}/join`, body);
}

/** POST join, expecting a ticket. */
export async function ticketFor(
  browser: Browser,
  roomId: string,
  body: Record<string, unknown> = { displayName: 'guest' },
): Promise<RoomTicket> {
  const response = await join(browser, roomId, body);
  if (response.statusCode !== 200)
    throw new Error(`join answered ${response.statusCode} ${response.body}`);
  return response.json();
}

/** Starts the app on a free port for sockets: its base ws:// URL. */
export async function listen(t: TestApp | { app: TestApp['app'] }) {
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  return address.replace(/^http/, 'ws');
}

/** A room socket as the web client holds one: every frame kept, read in order. */
export class RoomClient {
  readonly frames: RoomServerMessage[] = [];
  private readonly waiters: Array<() => void> = [];
  private read = 0;
  readonly closed: Promise<{ code: number; reason: string }>;
  readonly socket: WebSocket;

  constructor(base: string, roomId: string, browser?: Browser) {
    const cookie = browser
      ? [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
      : '';
    this.socket = new WebSocket(`${base}${API}${roomSocketPath(roomId)}`, {
      headers: cookie ? { cookie } : {},
    });
    this.socket.on('message', (data) => {
      this.frames.push(roomServerMessageSchema.parse(JSON.parse(String(data))));
      this.wake();
    });
    this.closed = new Promise((resolve) => {
      this.socket.on('close', (code, reason) => {
        resolve({ code, reason: String(reason) });
        this.wake();
      });
    });
  }

  private wake() {
    for (const waiter of this.waiters.splice(0)) waiter();
  }

  opened(): Promise<void> {
    if (this.socket.readyState === WebSocket.OPEN) return Promise.resolve();
    return new Promise((resolve, reject) => {
      this.socket.once('open', () => resolve());
      this.socket.once('error', reject);
    });
  }

  async send(frame: unknown): Promise<void> {
    await this.opened();
    this.socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  async hello(ticket: string): Promise<void> {
    await this.send({ type: 'hello', ticket });
  }

  /** The next unread frame of this type (frames of other types before it are skipped). */
  async next<T extends RoomServerMessage['type']>(
    type: T,
    where: (frame: RoomServerMessageOf<T>) => boolean = () => true,
    waitMs = WAIT_MS,
  ): Promise<RoomServerMessageOf<T>> {
    const deadline = Date.now() + waitMs;
    for (;;) {
      while (this.read < this.frames.length) {
        const frame = this.frames[this.read++];
        if (frame.type === type && where(frame as RoomServerMessageOf<T>))
          return frame as RoomServerMessageOf<T>;
      }
      if (this.socket.readyState === WebSocket.CLOSED)
        throw new Error(
          `socket closed before a ${type} frame: ${JSON.stringify(this.frames.map((f) => f.type))}`,
        );
      if (Date.now() > deadline)
        throw new Error(
          `no ${type} frame: ${JSON.stringify(this.frames.map((f) => f.type))}`,
        );
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 100);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Frames of a type received so far (read or not). */
  all<T extends RoomServerMessage['type']>(type: T): RoomServerMessageOf<T>[] {
    return this.frames.filter(
      (f) => f.type === type,
    ) as RoomServerMessageOf<T>[];
  }

  close(): void {
    this.socket.close();
  }
}

/**
 * Every client's welcome, in whatever order the server lets them in (a storm of joins takes its
 * seats one at a time): fails only when no further welcome arrives for WAIT_MS, the same bound
 * as one frame, counted from the last welcome rather than from the start.
 */
export async function allWelcomed(clients: RoomClient[]): Promise<void> {
  let waiting = clients;
  let lastArrival = Date.now();
  while (waiting.length > 0) {
    const still = waiting.filter((c) => c.all('welcome').length === 0);
    if (still.length < waiting.length) lastArrival = Date.now();
    else if (Date.now() - lastArrival > WAIT_MS)
      throw new Error(`${still.length} of ${clients.length} never welcomed`);
    waiting = still;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Joins with a browser and opens its socket: the client after its first answer (welcome or waiting). */
export async function enter(
  base: string,
  browser: Browser,
  roomId: string,
  displayName = 'guest',
  extra: Record<string, unknown> = {},
) {
  const ticket = await ticketFor(browser, roomId, { displayName, ...extra });
  const client = new RoomClient(base, roomId, browser);
  await client.hello(ticket.ticket);
  return { client, ticket };
}

/** `speaker` turns their microphone (and camera) on; resolves once `seenBy` has heard of it. */
export async function micOn(
  speaker: RoomClient,
  speakerId: string,
  seenBy: RoomClient,
): Promise<void> {
  await speaker.send({
    type: 'media',
    audio: true,
    video: true,
    screen: false,
  });
  await seenBy.next(
    'updated',
    (f) => f.participant.id === speakerId && f.participant.audio,
  );
}

/** The socket of a blocked account: told why (the block's message), then closed like a removal. */
export async function expectExpelled(client: RoomClient): Promise<void> {
  expect(await client.next('removed')).toEqual({
    type: 'removed',
    reason: AUTH_FAILURE_MESSAGES.USER_BLOCK,
  });
  expect((await client.closed).code).toBe(ROOM_CLOSE_CODES.removed);
}
