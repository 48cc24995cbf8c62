export interface JanusJsep {
  type: 'offer' | 'answer';
  sdp: string;
}
export interface JanusHandle {
  readonly id: number;
  request(body: Record<string, unknown>): Promise<Record<string, unknown>>;
  message(
    body: Record<string, unknown>,
    jsep?: JanusJsep,
  ): Promise<{ data: Record<string, unknown>; jsep?: JanusJsep }>;
  trickle(candidate: RTCIceCandidateInit | null): Promise<unknown>;
  detach(): Promise<void>;
}
export interface JanusSession {
  readonly id: number;
  attach(
    plugin: string,
    onEvent?: (message: Record<string, unknown>) => void,
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
  onEvent(message: Record<string, unknown>): void;
  open(): Promise<void>;
};
