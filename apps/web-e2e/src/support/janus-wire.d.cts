// The types of janus-wire.cjs: the messages are contracts' one definition of Janus's API
// (libs/contracts/src/janus/janus-wire.ts), as the api's and the browser's clients use it.
import type {
  JanusCandidate,
  JanusMessage,
  JanusPluginBody,
  Jsep,
} from '@ruume/contracts';
export interface JanusHandle {
  readonly id: number;
  request(body: JanusPluginBody): Promise<Record<string, unknown>>;
  message(
    body: JanusPluginBody,
    jsep?: Jsep,
  ): Promise<{ data: Record<string, unknown>; jsep?: Jsep }>;
  trickle(candidate: JanusCandidate | null): Promise<JanusMessage>;
  detach(): Promise<void>;
}
export interface JanusSession {
  readonly id: number;
  attach(
    plugin: string,
    onEvent?: (message: JanusMessage) => void,
  ): Promise<JanusHandle>;
  close(): Promise<void>;
}
export declare function openJanusSession(
  url: string,
  auth?: { apiSecret?: string; token?: string },
): Promise<JanusSession>;
export declare function remoteCandidates(
  add: (candidate: RTCIceCandidateInit) => unknown,
): {
  onEvent(message: JanusMessage): void;
  open(): Promise<void>;
};
