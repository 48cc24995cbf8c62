import {
  JanusError,
  type JanusConnection,
  type JanusMessage,
} from './janus-client';

/** Janus drops a session after 60 s without a request; keepalives go out well before. */
const KEEPALIVE_MS = 25_000;

export type PluginData = Record<string, unknown>;

export interface JanusHandle {
  readonly id: number;
  /** A synchronous plugin request (create, kick…): resolves with the plugin's answer. */
  request(body: PluginData): Promise<PluginData>;
  /**
   * An asynchronous one (join, publish, leave…): resolves with the event that answers it,
   * its JSEP included.
   */
  send(body: PluginData, jsep?: unknown): Promise<JanusMessage>;
  /** The plugin's events not answering a request (someone left, talking, kicked…). */
  onEvent(listener: (data: PluginData, message: JanusMessage) => void): void;
  detach(): Promise<void>;
}

export interface JanusSession {
  readonly id: number;
  attach(plugin: string): Promise<JanusHandle>;
  /** Stops the keepalive and destroys the session on the server (when it is still there). */
  destroy(): Promise<void>;
}

/** The plugin's answer, or a JanusError('plugin') when it carries an error code. */
function pluginData(message: JanusMessage): PluginData {
  const data = message.plugindata?.data ?? {};
  if (typeof data.error_code === 'number') {
    throw new JanusError(
      'plugin',
      String(data.error ?? 'plugin error'),
      data.error_code,
    );
  }
  return data;
}

export async function createJanusSession(
  connection: JanusConnection,
): Promise<JanusSession> {
  const created = await connection.request({ janus: 'create' });
  const sessionId = created.data?.id as number;
  const keepalive = setInterval(() => {
    connection
      .request({ janus: 'keepalive', session_id: sessionId })
      .catch(() => undefined);
  }, KEEPALIVE_MS);
  keepalive.unref();

  const attach = async (plugin: string): Promise<JanusHandle> => {
    const attached = await connection.request({
      janus: 'attach',
      session_id: sessionId,
      plugin,
    });
    const handleId = attached.data?.id as number;
    const address = { session_id: sessionId, handle_id: handleId };
    return {
      id: handleId,
      async request(body) {
        return pluginData(
          await connection.request({ janus: 'message', ...address, body }),
        );
      },
      async send(body, jsep) {
        const answer = await connection.request(
          { janus: 'message', ...address, body, ...(jsep ? { jsep } : {}) },
          { waitForEvent: true },
        );
        pluginData(answer);
        return answer;
      },
      onEvent(listener) {
        connection.onHandleEvent(handleId, (message) => {
          if (message.plugindata) listener(message.plugindata.data, message);
        });
      },
      async detach() {
        await connection.request({ janus: 'detach', ...address });
      },
    };
  };

  return {
    id: sessionId,
    attach,
    async destroy() {
      clearInterval(keepalive);
      if (!connection.gone) {
        await connection.request({ janus: 'destroy', session_id: sessionId });
      }
    },
  };
}
