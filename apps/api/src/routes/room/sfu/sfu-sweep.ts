// VideoRooms nobody uses any more (docs/live-room.md, "SFU rooms"): an open occurrence whose
// seats stayed empty from one sweep to the next gives its VideoRoom back (whoever comes next
// starts peer-to-peer, and the 5th person moves the room again), and an ended occurrence whose
// VideoRoom outlived it (an api stopped before it destroyed it) has it destroyed. Every instance
// sweeps; the row's compare-and-set lets one of them do each room.
import type { FastifyBaseLogger } from 'fastify';
import type { SfuPlacement, SfuStore } from './sfu-store';

/** How often each instance sweeps: an empty room keeps its VideoRoom one to two periods. */
export const SWEEP_EVERY_MS = 60_000;

export type SfuSweep = ReturnType<typeof createSfuSweep>;

export function createSfuSweep(deps: {
  store: SfuStore;
  destroy(occurrenceId: string, placement: SfuPlacement): Promise<void>;
  /** This instance forgets what it knew of the occurrence's VideoRoom. */
  forget(occurrenceId: string): void;
  log: FastifyBaseLogger;
}) {
  /** Open occurrences found empty by the last sweep. */
  let emptyBefore = new Set<string>();
  let timer: NodeJS.Timeout | null = null;
  let sweeping: Promise<number> | null = null;

  async function sweep(): Promise<number> {
    const emptyNow = new Set<string>();
    let released = 0;
    for (const { occurrenceId, placement, ended } of await deps.store.idle()) {
      if (!ended && !emptyBefore.has(occurrenceId)) {
        emptyNow.add(occurrenceId);
        continue;
      }
      if (!(await deps.store.release(occurrenceId, placement.sfuRoomId)))
        continue;
      deps.forget(occurrenceId);
      released++;
      // Gone already when its end destroyed it, or with its Janus.
      await deps
        .destroy(occurrenceId, placement)
        .catch((err: unknown) =>
          deps.log.debug({ err }, 'SFU: destroying an idle room'),
        );
    }
    emptyBefore = emptyNow;
    return released;
  }

  return {
    /** One sweep (one at a time); answers how many VideoRooms it gave back. */
    sweepOnce(): Promise<number> {
      sweeping ??= sweep().finally(() => {
        sweeping = null;
      });
      return sweeping;
    },

    start(everyMs = SWEEP_EVERY_MS): void {
      timer = setInterval(() => {
        void this.sweepOnce().catch((err: unknown) =>
          deps.log.warn({ err }, 'SFU: sweeping idle rooms'),
        );
      }, everyMs);
      timer.unref();
    },

    stop(): void {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}
