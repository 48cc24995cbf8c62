// A capture, a meeting recorded on the server (docs/recording.md): refused up front when the
// host's plan stores no files or their storage is full; running in the occurrence's VideoRoom (the
// room domain turns Janus's recording on and off); stopped by a moderator, the meeting's end or a
// full storage; then composed by a durable job into the host's library as a recording. Janus
// writes each capture's files into a folder of its own under `recordingsRoot`.
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import {
  type RecordingJob,
  type RoomRecordable,
  type RoomRecordingStop,
  TIER_RECORDING_STORAGE_BYTES,
} from '@ruume/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Core } from '../../core';
import type { RecordedFeed } from '../../db/schema';
import { apiError } from '../../http/http-error';
import type { JobPayloads } from '../../jobs/job-kinds';
import type { JobQueue } from '../../jobs/job-queue';
import {
  composeKeyOf,
  type CaptureRepository,
  type CaptureRow,
} from './repository';

export const COMPOSE_JOB = 'compose-meeting' satisfies keyof JobPayloads;

/** What Janus wrote so far into a recording's folder. */
async function folderBytes(dir: string): Promise<number> {
  const names = await readdir(dir).catch(() => []);
  const sizes = await Promise.all(
    names.map((name) =>
      stat(join(dir, name)).then(
        (s) => s.size,
        () => 0,
      ),
    ),
  );
  return sizes.reduce((sum, size) => sum + size, 0);
}

export type CaptureService = ReturnType<typeof createCaptureService>;

/** What the library's recording is called: "weekly sync – 2026-11-27". */
export const recordingNameOf = (meetingName: string, at: Date) =>
  `${meetingName} – ${at.toISOString().slice(0, 10)}`;

export function createCaptureService(deps: {
  core: Core;
  repository: CaptureRepository;
  jobs: JobQueue;
  recordingsRoot: string;
  log: FastifyBaseLogger;
}) {
  const { core, repository, jobs, recordingsRoot, log } = deps;
  const dirOf = (id: string) => join(recordingsRoot, id);

  /** Whether the host may record now (their plan stores files, and some storage is left). */
  async function recordable(hostUserId: string): Promise<RoomRecordable> {
    const host = await core.users.findById(hostUserId);
    const allowance = host ? TIER_RECORDING_STORAGE_BYTES[host.planTier] : 0;
    if (!host || allowance <= 0) return 'not-in-plan';
    return host.recordingStorageUsed >= allowance ? 'storage-full' : 'yes';
  }

  /** Running → processing, and its composition queued (once, whoever stops it). */
  async function stopRow(
    row: CaptureRow,
    reason: RoomRecordingStop,
  ): Promise<CaptureRow | null> {
    const stopped = await repository.stop(row.id, reason);
    if (!stopped) return null;
    await jobs.enqueue(
      COMPOSE_JOB,
      { id: stopped.id },
      { dedupeKey: composeKeyOf(stopped.id) },
    );
    return stopped;
  }

  return {
    dirOf,
    recordable,

    /** Whether what it recorded so far fills the host's storage (with what is stored already). */
    async filledStorage(row: CaptureRow): Promise<boolean> {
      const host = await core.users.findById(row.userId);
      if (!host) return true;
      const allowance = TIER_RECORDING_STORAGE_BYTES[host.planTier];
      return (
        host.recordingStorageUsed + (await folderBytes(dirOf(row.id))) >=
        allowance
      );
    },
    running: (occurrenceId: string) => repository.running(occurrenceId),
    allRunning: () => repository.allRunning(),
    addFeeds: (id: string, feeds: Record<string, RecordedFeed>) =>
      repository.addFeeds(id, feeds),

    /**
     * A new recording of the occurrence, its folder made; the reason when it may not start, or
     * the one already running.
     */
    async start(input: {
      occurrenceId: string;
      meeting: { id: string; name: string };
      hostUserId: string;
      by: string;
    }): Promise<
      | { row: CaptureRow; dir: string; started: boolean }
      | { refused: Exclude<RoomRecordable, 'yes'> }
    > {
      const may = await recordable(input.hostUserId);
      if (may !== 'yes') return { refused: may };
      const now = new Date();
      const row = await repository.start({
        userId: input.hostUserId,
        occurrenceId: input.occurrenceId,
        meetingId: input.meeting.id,
        meetingName: input.meeting.name,
        name: recordingNameOf(input.meeting.name, now),
        startedBy: input.by,
        startedAt: now,
      });
      const current = row ?? (await repository.running(input.occurrenceId));
      if (!current) throw new Error('recording neither started nor running');
      await mkdir(dirOf(current.id), { recursive: true });
      return { row: current, dir: dirOf(current.id), started: row !== null };
    },

    /** Stops the occurrence's recording; null when none was running (or another stopped it). */
    async stop(
      occurrenceId: string,
      reason: RoomRecordingStop,
    ): Promise<CaptureRow | null> {
      const row = await repository.running(occurrenceId);
      return row ? stopRow(row, reason) : null;
    },

    stopRow,

    /** The user's recordings not in the library yet (GET meeting-recording/processing). */
    async unfinished(userId: string): Promise<RecordingJob[]> {
      const rows = await repository.unfinished(userId);
      return rows.map(({ row, jobState, progress, jobError }) => {
        const failed = row.state === 'failed' || jobState === 'failed';
        return {
          id: row.id,
          name: row.name,
          meeting: row.meetingId
            ? { id: row.meetingId, name: row.meetingName }
            : null,
          startedAt: row.startedAt.toISOString(),
          stoppedAt: row.stoppedAt?.toISOString() ?? null,
          status: failed
            ? 'failed'
            : row.state === 'recording'
              ? 'recording'
              : 'processing',
          progress:
            !failed && row.state === 'processing'
              ? (progress?.percent ?? null)
              : null,
          error: failed
            ? (row.error ?? jobError ?? 'the recording could not be composed')
            : null,
        };
      });
    },

    /** Dismisses a failed recording of the user's, and what it recorded. */
    async dismiss(userId: string, id: string): Promise<void> {
      if (!(await repository.dismiss(userId, id)))
        throw apiError('RECORDING_NOT_FOUND');
      await rm(dirOf(id), { recursive: true, force: true }).catch(
        (err: unknown) => log.warn({ err }, 'recording folder not removed'),
      );
    },
  };
}
