/**
 * How api instances learn that cached rows changed. Messages arrive in commit order:
 *   's:<session id>'  that session row changed or was deleted
 *   'u:<user id>'     that user row changed or was deleted
 *   'b:<n>'           barrier n: every change committed before it has been delivered
 * The PostgreSQL channel (LISTEN/NOTIFY plus a lease table) is the only one today; a Redis
 * channel would implement the same interface.
 */
export interface InvalidationChannel {
  /** Starts delivering messages; resolves once listening, with the function that stops. */
  subscribe(handlers: {
    message(payload: string): void;
    /** The connection dropped: messages may have been missed. */
    lost(error: unknown): void;
  }): Promise<() => Promise<void>>;
  /**
   * Records that `instanceId` caches (for `leaseMs` from now, on the channel's clock) and has
   * applied every message up to barrier `ackedSeq`.
   */
  renewLease(
    instanceId: string,
    ackedSeq: number,
    leaseMs: number,
  ): Promise<void>;
  releaseLease(instanceId: string): Promise<void>;
  /** Publishes a barrier after every change committed so far; resolves with its number. */
  barrier(): Promise<number>;
  /** How many live leases have not yet acknowledged barrier `seq`. */
  pending(seq: number): Promise<number>;
}
