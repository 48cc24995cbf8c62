/**
 * How api instances learn that cached rows changed. Messages arrive in commit order:
 *   's:<session id>'  that session row changed or was deleted
 *   'u:<user id>'     that user row changed or was deleted
 *   'b:<n>'           barrier n: every change committed before it has been delivered
 * Two channels: PostgreSQL (LISTEN/NOTIFY plus a lease table; the 's:'/'u:' messages come
 * from triggers, so from every write whatever made it) and Redis (pub/sub, lease keys; the
 * 's:'/'u:' messages come from the writers through publish(), after their commit).
 */
export type Invalidation = `s:${string}` | `u:${string}`;

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
  /**
   * Publishes what a committed write changed. A no-op where the database itself publishes
   * (PostgreSQL triggers); resolves once published, so a barrier after it arrives after it.
   */
  publish(messages: Invalidation[]): Promise<void>;
  /** Publishes a barrier after every change committed so far; resolves with its number. */
  barrier(): Promise<number>;
  /** How many live leases have not yet acknowledged barrier `seq`. */
  pending(seq: number): Promise<number>;
  /** Closes the channel's own connections (not the database's). */
  close(): Promise<void>;
}
