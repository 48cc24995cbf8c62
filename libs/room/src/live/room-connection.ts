// The room's socket: opens ws(s)://{host}/api/v1/room/{roomId}/socket, says hello with the
// ticket, checks every frame against the contract, keeps the freshest ticket, and reconnects
// with backoff when the line drops, until a closing reason says not to (removed, denied,
// ended, replaced, a bad ticket). The WebSocket constructor is injected: the browser's, or
// `ws` in Node tests.
import {
  API_BASE_PATH,
  ROOM_CLOSE_CODES,
  roomServerMessageSchema,
  roomSocketPath,
  type RoomClientMessage,
  type RoomServerMessage,
  type RoomSocketError,
} from '@ruume/contracts';
import type { ConnectionStatus, RoomEnding } from './room-state';

/** The part of a WebSocket the connection uses (the browser's and `ws` both have it). */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number; reason?: string }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}
export type SocketConstructor = new (url: string) => SocketLike;

const OPEN = 1;

export interface BackoffOptions {
  /** The first retry waits about this long; each next one twice as long. */
  initialMs: number;
  maxMs: number;
  /** Give up (phase 'failed') after this many retries in a row. */
  maxAttempts: number;
}

export const DEFAULT_BACKOFF: BackoffOptions = {
  initialMs: 500,
  maxMs: 10_000,
  maxAttempts: 12,
};

/** Delay before retry `attempt` (1-based): exponential, capped, with ±25 % jitter. */
export function backoffDelay(
  attempt: number,
  { initialMs, maxMs }: BackoffOptions,
  random: () => number = Math.random,
): number {
  const base = Math.min(maxMs, initialMs * 2 ** (attempt - 1));
  return Math.round(base * (0.75 + random() * 0.5));
}

/** ws(s)://{host}/api/v1/room/{roomId}/socket on the page's own origin. */
export function roomSocketUrl(
  roomId: string,
  location: Pick<Location, 'protocol' | 'host'> = globalThis.location,
): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}${API_BASE_PATH}${roomSocketPath(roomId)}`;
}

/** Close codes that end the connection for good, and how. */
const ENDING_BY_CODE: Record<number, RoomEnding> = {
  [ROOM_CLOSE_CODES.ticketInvalid]: 'ticket-invalid',
  [ROOM_CLOSE_CODES.removed]: 'removed',
  [ROOM_CLOSE_CODES.denied]: 'denied',
  [ROOM_CLOSE_CODES.ended]: 'ended',
  [ROOM_CLOSE_CODES.replaced]: 'replaced',
  [ROOM_CLOSE_CODES.full]: 'refused',
  [ROOM_CLOSE_CODES.locked]: 'refused',
};

/** Error frames that announce the socket's end (the close may follow with a generic code). */
const ENDING_BY_ERROR: Partial<Record<RoomSocketError, RoomEnding>> = {
  TICKET_INVALID: 'ticket-invalid',
  REMOVED: 'removed',
  DENIED: 'denied',
  MEETING_ENDED: 'ended',
  ROOM_FULL: 'refused',
  ROOM_LOCKED: 'refused',
};

const ENDING_BY_FRAME: Partial<Record<RoomServerMessage['type'], RoomEnding>> =
  { removed: 'removed', denied: 'denied', ended: 'ended' };

export interface RoomConnectionOptions {
  url: string;
  ticket: string;
  WebSocket: SocketConstructor;
  onFrame: (frame: RoomServerMessage) => void;
  onStatus: (status: ConnectionStatus) => void;
  /** A refreshed ticket: keep it for reloads (renewRoomTicket). */
  onTicket?: (ticket: string) => void;
  backoff?: BackoffOptions;
  random?: () => number;
}

export class RoomConnection {
  private socket: SocketLike | null = null;
  private ticket: string;
  private attempt = 0;
  private everEntered = false;
  private ending: RoomEnding | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly backoff: BackoffOptions;

  constructor(private readonly options: RoomConnectionOptions) {
    this.ticket = options.ticket;
    this.backoff = options.backoff ?? DEFAULT_BACKOFF;
  }

  /** The ticket the next hello sends (the freshest the server gave). */
  get currentTicket(): string {
    return this.ticket;
  }

  get isOpen(): boolean {
    return this.socket?.readyState === OPEN;
  }

  /** Opens the socket (again after an ending such as 'replaced' or 'failed'). */
  connect(): void {
    this.clearRetry();
    this.ending = null;
    this.attempt = 0;
    this.open();
  }

  /** Skips the wait of a pending retry (the browser came back online, the person asked). */
  reconnectNow(): void {
    if (this.ending || !this.retryTimer) return;
    this.clearRetry();
    this.open();
  }

  /** Sends a frame when the socket is open; false when it is not (the frame is dropped). */
  send(frame: RoomClientMessage): boolean {
    if (!this.socket || this.socket.readyState !== OPEN) return false;
    this.socket.send(JSON.stringify(frame));
    return true;
  }

  /** Leaves for good: says 'leave' when it can, and never reconnects. */
  leave(): void {
    this.send({ type: 'leave' });
    this.stop('left');
  }

  /** Stops without a word (the page unmounts, or the person was removed). */
  stop(ending: RoomEnding = 'left'): void {
    this.ending = ending;
    this.clearRetry();
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      this.detach(socket);
      try {
        socket.close(1000, ending);
      } catch {
        // already closing
      }
    }
  }

  private open(): void {
    const socket = new this.options.WebSocket(this.options.url);
    this.socket = socket;
    if (!this.everEntered && this.attempt === 0)
      this.options.onStatus({ state: 'connecting', attempt: 0 });
    socket.onopen = () => {
      socket.send(JSON.stringify({ type: 'hello', ticket: this.ticket }));
      this.options.onStatus({ state: 'open' });
    };
    socket.onmessage = (event) => this.receive(event.data);
    // A failed connection fires error then close: the close decides.
    socket.onerror = () => undefined;
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.closed(event.code);
    };
  }

  private receive(data: unknown): void {
    let parsed: unknown;
    try {
      parsed = JSON.parse(typeof data === 'string' ? data : String(data));
    } catch {
      return;
    }
    const result = roomServerMessageSchema.safeParse(parsed);
    if (!result.success) {
      console.warn('room: ignored a frame that is not in the contract', parsed);
      return;
    }
    const frame = result.data;
    if (frame.type === 'welcome' || frame.type === 'waiting') {
      this.everEntered = true;
      this.attempt = 0;
    }
    if (frame.type === 'ticket') {
      this.ticket = frame.ticket;
      this.options.onTicket?.(frame.ticket);
    }
    const ending =
      ENDING_BY_FRAME[frame.type] ??
      (frame.type === 'error' ? ENDING_BY_ERROR[frame.code] : undefined);
    if (ending) this.ending = ending;
    this.options.onFrame(frame);
  }

  private closed(code: number): void {
    const ending = this.ending ?? ENDING_BY_CODE[code];
    if (ending) {
      this.ending = ending;
      this.options.onStatus({ state: 'closed', ending, code });
      return;
    }
    // Anything else (a network drop, 1006, 1011, 1012 server restart): try again.
    this.attempt += 1;
    if (this.attempt > this.backoff.maxAttempts) {
      this.ending = 'failed';
      this.options.onStatus({ state: 'closed', ending: 'failed', code });
      return;
    }
    const delayMs = backoffDelay(
      this.attempt,
      this.backoff,
      this.options.random,
    );
    this.options.onStatus(
      this.everEntered
        ? { state: 'reconnecting', attempt: this.attempt, delayMs }
        : { state: 'connecting', attempt: this.attempt },
    );
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (!this.ending) this.open();
    }, delayMs);
  }

  private clearRetry(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  private detach(socket: SocketLike): void {
    socket.onopen = null;
    socket.onmessage = null;
    socket.onclose = null;
    socket.onerror = null;
  }
}
