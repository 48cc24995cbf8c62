// What keeps running recordings honest on every instance (docs/recording.md): whose each feed
// is, written down from the rooms this instance holds (the composed tiles' names); a recording
// of an occurrence nobody is in any more stops ('ended'); one that filled its host's storage
// stops ('storage-full'), what it recorded kept. Every instance looks; stopping is a
// compare-and-set, so the room is told once.
import type { FastifyBaseLogger } from 'fastify';
import type { CaptureService } from '../../room-captures/service';
import { feedsOfStage, type HubRecording } from './hub-recording';
import type { Replicas } from './hub-state';
import type { RoomRepository } from '../repository';

const FEEDS_EVERY_MS = 3_000;
/** The storage and the room's occupancy are checked every few feed rounds. */
const CHECK_EVERY_ROUNDS = 3;

export function createRecordingGuard(deps: {
  captures: CaptureService;
  repository: RoomRepository;
  replicas: Replicas;
  stopRecording: HubRecording['stop'];
  log: FastifyBaseLogger;
}) {
  const { captures, log } = deps;
  const written = new Map<string, string>();
  let round = 0;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;

  async function check() {
    round++;
    const rows = await captures.allRunning();
    for (const row of rows) {
      const replica = row.occurrenceId
        ? deps.replicas.get(row.occurrenceId)
        : null;
      if (replica) {
        const feeds = feedsOfStage(replica);
        const json = JSON.stringify(feeds);
        if (written.get(row.id) !== json) {
          await captures.addFeeds(row.id, feeds);
          written.set(row.id, json);
        }
      }
      if (round % CHECK_EVERY_ROUNDS !== 0) continue;
      if (!row.occurrenceId) {
        await captures.stopRow(row, 'ended');
        continue;
      }
      const occupancy = await deps.repository.occupancy(row.occurrenceId);
      const room = {
        roomId: occupancy?.roomId ?? '',
        occurrenceId: row.occurrenceId,
      };
      if (!occupancy?.inUse) await deps.stopRecording(room, 'ended');
      else if (await captures.filledStorage(row))
        await deps.stopRecording(room, 'storage-full');
    }
    const live = new Set(rows.map((row) => row.id));
    for (const id of written.keys()) if (!live.has(id)) written.delete(id);
  }

  return {
    start() {
      timer = setInterval(() => {
        running ??= check()
          .catch((err: unknown) => log.warn({ err }, 'recording guard'))
          .finally(() => {
            running = null;
          });
      }, FEEDS_EVERY_MS);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
