// Cheap participants for counting seats: a join call and the room socket from the test process,
// as the web client makes them, without a browser (no media is sent or received).
import WebSocket from 'ws';
import { ApiSession } from './api-session';

export interface SocketParticipant {
  /** The first answer of the room: 'welcome', 'waiting' or an error code. */
  answer: string;
  /** The welcome frame, when the room let them in. */
  welcome?: Record<string, unknown>;
  close(): void;
}

/** Joins `roomId` as `name` through the api (to take part, or `as: 'audience'` to watch) and says hello on its socket. */
export async function socketParticipant(
  base: string,
  roomId: string,
  name: string,
  { as = 'participant' }: { as?: 'participant' | 'audience' } = {},
): Promise<SocketParticipant> {
  const api = new ApiSession(base);
  await api.open(`/m/${roomId}`);
  const joined = await api.post<{ ticket?: string; error?: string }>(
    `/api/v1/room/${roomId}/join`,
    { displayName: name, as },
  );
  if (joined.status !== 200 || !joined.body.ticket)
    return {
      answer: joined.body.error ?? String(joined.status),
      close: () => undefined,
    };
  const socket = new WebSocket(
    `${base.replace(/^http/, 'ws')}/api/v1/room/${roomId}/socket`,
    { headers: { cookie: api.cookieHeader() } },
  );
  let welcome: Record<string, unknown> | undefined;
  const answer = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${name}: no answer`)),
      20_000,
    );
    socket.on('open', () =>
      socket.send(
        JSON.stringify({ type: 'hello', ticket: joined.body.ticket }),
      ),
    );
    socket.on('message', (data) => {
      const frame = JSON.parse(String(data)) as { type: string; code?: string };
      if (frame.type === 'welcome') welcome = frame;
      if (['welcome', 'waiting', 'error'].includes(frame.type)) {
        clearTimeout(timer);
        resolve(frame.type === 'error' ? (frame.code ?? 'error') : frame.type);
      }
    });
    socket.on('error', reject);
  });
  return { answer, welcome, close: () => socket.close() };
}
