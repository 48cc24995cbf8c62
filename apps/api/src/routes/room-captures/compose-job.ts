// The composition of a stopped capture (a durable job, docs/jobs.md): Janus's files into
// media (janus-pp-rec), one MP4 of the stage with ffmpeg (meeting-composition), then into the
// host's library like an upload (poster, duration, fast start) and a mail to the host. A retry
// starts again from Janus's files, which stay until the recording is in the library.
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../../adapters/mail/mailer';
import {
  composeMeeting,
  convertJanusRecording,
  type JanusRecordingFile,
  readJanusRecordings,
  type RecordedTrack,
} from '../../adapters/ffmpeg/meeting-composition';
import type { SpeakerAudio } from '../../adapters/ai/ai-engine';
import type { Core } from '../../core';
import type { RecordedFeed } from '../../db/schema';
import type { JobContext, JobKind } from '../../jobs/job-queue';
import { recordingReadyMail } from './mails';
import type { CaptureRepository, CaptureRow } from './repository';
import { COMPOSE_JOB } from './service';

/** Where a composed recording goes: the recordings domain's library (recording/service.ts). */
export interface RecordingLibrary {
  storeMeetingRecording(input: {
    userId: string;
    path: string;
    name: string;
    meeting: { id: string | null; name: string };
    workDir: string;
    speakers?: SpeakerAudio[];
  }): Promise<string>;
}

/** The recording's tracks, each named after whose feed it was; files of unknown feeds are left out. */
async function tracksOf(
  files: JanusRecordingFile[],
  feeds: Record<string, RecordedFeed>,
  startMs: number,
  workDir: string,
  signal: AbortSignal,
): Promise<RecordedTrack[]> {
  const tracks: RecordedTrack[] = [];
  for (const file of files) {
    const who = feeds[String(file.feed)];
    if (!who) continue;
    const path = await convertJanusRecording(file, workDir, { signal });
    if (!path) continue;
    tracks.push({
      kind: file.kind,
      source: who.source,
      personId: who.person,
      name: who.name,
      path,
      startMs: Math.max(0, file.firstPacketMs - startMs),
    });
  }
  return tracks;
}

export function composeCaptureJob(deps: {
  core: Core;
  repository: CaptureRepository;
  library: RecordingLibrary;
  mailer: Mailer;
  publicUrl: string;
  dirOf(id: string): string;
  workRoot: string;
  log: FastifyBaseLogger;
}): JobKind<typeof COMPOSE_JOB> {
  const { repository, log } = deps;

  async function compose(row: CaptureRow, context: JobContext) {
    const workDir = join(deps.workRoot, row.id);
    await rm(workDir, { recursive: true, force: true });
    await mkdir(workDir, { recursive: true });
    try {
      await context.progress({ stage: 'converting', percent: 0 });
      const startMs = row.startedAt.getTime();
      const stoppedMs = (row.stoppedAt ?? new Date()).getTime();
      const files = await readJanusRecordings(deps.dirOf(row.id));
      const tracks = await tracksOf(
        files,
        row.feeds,
        startMs,
        workDir,
        context.signal,
      );
      const out = join(workDir, 'meeting.mp4');
      let reported = 0;
      await composeMeeting({
        tracks,
        durationMs: Math.max(1000, stoppedMs - startMs),
        out,
        signal: context.signal,
        onProgress(percent) {
          // A row write every 5 %: the list polls it, nobody needs each frame.
          if (percent - reported < 5 && percent < 100) return;
          reported = percent;
          void context
            .progress({ stage: 'composing', percent: Math.round(percent) })
            .catch(() => undefined);
        },
      });
      await context.progress({ stage: 'storing', percent: 100 });
      return await deps.library.storeMeetingRecording({
        userId: row.userId,
        path: out,
        name: row.name,
        meeting: { id: row.meetingId, name: row.meetingName },
        workDir,
        // Each person's microphone apart: the transcript names who spoke.
        speakers: tracks
          .filter((track) => track.kind === 'audio')
          .map((track) => ({
            path: track.path,
            speaker: track.name,
            offsetMs: track.startMs,
          })),
      });
    } finally {
      await rm(workDir, { recursive: true, force: true });
    }
  }

  async function tellHost(row: CaptureRow) {
    const host = await deps.core.users.findById(row.userId);
    if (!host) return;
    deps.mailer.sendInBackground(
      recordingReadyMail(host.email, host.firstName, {
        name: row.name,
        url: `${deps.publicUrl}/settings/recordings`,
      }),
    );
  }

  return {
    kind: COMPOSE_JOB,
    async run({ id }, context) {
      const row = await repository.get(id);
      // Dismissed, or already in the library (a retry after the store).
      if (!row || row.state === 'done' || row.recordingId) return;
      const recordingId = await compose(row, context);
      await repository.finish(id, recordingId);
      await rm(deps.dirOf(id), { recursive: true, force: true }).catch(
        (err: unknown) => log.warn({ err }, 'recording folder not removed'),
      );
      await tellHost(row);
    },
    async giveUp({ id }, error) {
      await repository.fail(id, 'the recording could not be composed');
      log.error({ err: error, recording: id }, 'recording: composition failed');
    },
  };
}
