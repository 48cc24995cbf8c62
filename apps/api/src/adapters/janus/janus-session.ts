import {
  JANUS_KEEPALIVE_MS,
  janusRefusalOf,
  type JanusPluginBody,
  type Jsep,
} from '@ruume/contracts';
import {
  JanusError,
  type JanusConnection,
  type JanusMessage,
} from './janus-client';

export type PluginData = Record<string, unknown>;

export interface JanusHandle {
  readonly id: number;
  /** A synchronous plugin request (create, kick…): resolves with the plugin's answer. */
  request(body: JanusPluginBody): Promise<PluginData>;
  /**
   * An asynchronous one (join, publish, leave…): resolves with the event that answers it,
   * its JSEP included.
   */
  send(body: JanusPluginBody, jsep?: Jsep): Promise<JanusMessage>;
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

/** The plugin's answer, or a JanusError('plugin') when it is a refusal. */
function pluginData(message: JanusMessage): PluginData {
  const refusal = janusRefusalOf(message);
  if (refusal?.by === 'plugin')
    throw new JanusError('plugin', refusal.reason, refusal.code ?? undefined);
  return message.plugindata?.data ?? {};
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
  }, JANUS_KEEPALIVE_MS);
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
