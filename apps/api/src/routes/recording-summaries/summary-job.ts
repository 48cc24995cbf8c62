// The making of a transcript and summary (a durable job, docs/jobs.md): the speakers' kept audio
// (or the recording's own file) through the engine's transcriber, then its summariser; the
// owner gets a mail. A retry starts again from the audio.
import { createWriteStream } from 'node:fs';
import { access, mkdir, rm } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { AiEngine, SpeakerAudio } from '../../adapters/ai/ai-engine';
import type { Mailer } from '../../adapters/mail/mailer';
import type { FileStorage } from '../../adapters/storage/file-storage';
import type { Core } from '../../core';
import type { JobKind } from '../../jobs/job-queue';
import { summaryReadyMail } from './mails';
import type { SummaryRepository, SummaryRow } from './repository';
import { SUMMARY_JOB } from './service';

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

export function summaryJob(deps: {
  core: Core;
  repository: SummaryRepository;
  /** The engine, made (and its SDK or model loaded) by the first summary. */
  engine: () => Promise<AiEngine>;
  storage: FileStorage;
  speechDirOf(recordingId: string): string;
  workRoot: string;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
}): JobKind<typeof SUMMARY_JOB> {
  const { repository, log } = deps;

  /** The kept speakers' audio, or the recording's file downloaded into `workDir`. */
  async function audioOf(
    row: SummaryRow,
    fileKey: string,
    workDir: string,
  ): Promise<SpeakerAudio[]> {
    const dir = deps.speechDirOf(row.recordingId);
    const kept = (row.speech ?? []).map((s) => ({
      path: join(dir, s.file),
      speaker: s.speaker,
      offsetMs: s.offsetMs,
    }));
    if (
      kept.length > 0 &&
      (await Promise.all(kept.map((k) => exists(k.path)))).every(Boolean)
    )
      return kept;
    const stored = await deps.storage.get(fileKey);
    if (!stored) throw new Error('the recording file is missing');
    const path = join(workDir, `recording${extname(fileKey)}`);
    await pipeline(stored.body, createWriteStream(path));
    return [{ path, speaker: null, offsetMs: 0 }];
  }

  async function tellOwner(userId: string, name: string, recordingId: string) {
    const owner = await deps.core.users.findById(userId);
    if (!owner) return;
    deps.mailer.sendInBackground(
      summaryReadyMail(owner.email, owner.firstName, {
        name,
        url: `${deps.publicUrl}/settings/recordings?summary=${encodeURIComponent(recordingId)}`,
      }),
    );
  }

  return {
    kind: SUMMARY_JOB,
    async run({ recordingId }, context) {
      const row = await repository.get(recordingId);
      const recording = await repository.recording(recordingId);
      if (!row || !recording) return;
      const engine = await deps.engine();
      const workDir = join(deps.workRoot, recordingId);
      await mkdir(workDir, { recursive: true });
      try {
        await repository.update(recordingId, {
          state: 'transcribing',
          error: null,
        });
        await context.progress({ stage: 'transcribing', percent: 0 });
        const audio = await audioOf(row, recording.fileKey, workDir);
        const transcript = await engine.transcriber.transcribe(audio, {
          signal: context.signal,
          onProgress: (percent) =>
            void context
              .progress({ stage: 'transcribing', percent: Math.round(percent) })
              .catch(() => undefined),
        });
        await repository.update(recordingId, {
          state: 'summarising',
          transcript,
        });
        await context.progress({ stage: 'summarising' });
        const summary = await engine.summariser.summarise(transcript, {
          signal: context.signal,
        });
        await repository.update(recordingId, {
          state: 'ready',
          summary,
          engine: engine.name,
        });
      } catch (error) {
        // Tried again after a backoff (or by the next instance), unless the queue gives up.
        await repository.update(recordingId, { state: 'queued' });
        throw error;
      } finally {
        await rm(workDir, { recursive: true, force: true });
      }
      await tellOwner(recording.userId, recording.name, recordingId);
    },
    async giveUp({ recordingId }, error) {
      await repository.update(recordingId, {
        state: 'failed',
        error: 'the transcript and summary could not be made. try again.',
      });
      log.error({ err: error, recording: recordingId }, 'summary failed');
    },
  };
}
