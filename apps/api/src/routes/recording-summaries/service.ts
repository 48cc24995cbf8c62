// A recording's transcript and summary (docs/ai-summary.md): on the tiers with "ai summary"
// (SPEC §6), asked for when a recording lands (an upload, a meeting's recording with its
// per-speaker audio) or again by its owner; made by a durable job (summary-job.ts).
import { copyFile, mkdir, rm } from 'node:fs/promises';
import { extname, join } from 'node:path';
import {
  type MeetingSummary,
  meetingSummarySchema,
  type RecordingSummary,
  type StoredMeetingSummary,
  tierFeatures,
  type PlanTier,
} from '@ruume/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { SpeakerAudio } from '../../adapters/ai/ai-engine';
import type { Core } from '../../core';
import type { KeptSpeech } from '../../db/schema';
import { apiError } from '../../http/http-error';
import type { JobPayloads } from '../../jobs/job-kinds';
import type { JobQueue } from '../../jobs/job-queue';
import { summaryMarkdown, transcriptVtt } from './formats';
import { type SummaryRepository, summaryKeyOf } from './repository';

export const SUMMARY_JOB = 'summarise-recording' satisfies keyof JobPayloads;

export type SummaryService = ReturnType<typeof createSummaryService>;

const mayHave = (tier: PlanTier) => tierFeatures(tier).aiSummary;

/** A stored summary as it reads now (one from before chapters gets none). */
const summaryOf = (
  stored: StoredMeetingSummary | null,
): MeetingSummary | null =>
  stored ? meetingSummarySchema.parse(stored) : null;

export function createSummaryService(deps: {
  core: Core;
  repository: SummaryRepository;
  jobs: JobQueue;
  /** Per-speaker audio kept for summaries, a folder per recording. */
  speechRoot: string;
  log: FastifyBaseLogger;
}) {
  const { repository, jobs, log } = deps;
  const speechDirOf = (recordingId: string) =>
    join(deps.speechRoot, recordingId);

  /** The owner's recording, on a tier with AI summaries (404 and 403 otherwise). */
  async function mustOwn(user: { id: string; planTier: PlanTier }, id: string) {
    const recording = await repository.ownedRecording(user.id, id);
    if (!recording) throw apiError('RECORDING_NOT_FOUND');
    if (!mayHave(user.planTier)) throw apiError('AI_SUMMARY_NOT_IN_PLAN');
    return recording;
  }

  async function view(recordingId: string): Promise<RecordingSummary> {
    const found = await repository.withProgress(recordingId);
    if (!found)
      return {
        recordingId,
        state: 'none',
        progress: null,
        transcript: [],
        summary: null,
        engine: null,
        error: null,
        updatedAt: null,
      };
    const { row, progress } = found;
    return {
      recordingId,
      state: row.state,
      progress: row.state === 'transcribing' ? (progress?.percent ?? 0) : null,
      transcript: row.transcript,
      summary: summaryOf(row.summary),
      engine: row.engine ?? null,
      error: row.error,
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  /** Copies the speakers' audio into the recording's speech folder (the caller's goes away). */
  async function keep(
    recordingId: string,
    speakers: SpeakerAudio[],
  ): Promise<KeptSpeech[]> {
    const dir = speechDirOf(recordingId);
    await mkdir(dir, { recursive: true });
    const kept: KeptSpeech[] = [];
    for (const [index, speaker] of speakers.entries()) {
      const file = `${index}${extname(speaker.path)}`;
      await copyFile(speaker.path, join(dir, file));
      kept.push({ file, speaker: speaker.speaker, offsetMs: speaker.offsetMs });
    }
    return kept;
  }

  const enqueue = (recordingId: string) =>
    jobs.enqueue(
      SUMMARY_JOB,
      { recordingId },
      { dedupeKey: summaryKeyOf(recordingId) },
    );

  return {
    speechDirOf,

    /**
     * A recording landed: its summary is made when the owner's tier has AI summaries; a
     * meeting's recording brings its speakers' audio (names on the transcript's lines).
     */
    async requestFor(
      recording: { id: string; userId: string },
      speakers: SpeakerAudio[] = [],
    ): Promise<void> {
      const owner = await deps.core.users.findById(recording.userId);
      if (!owner || !mayHave(owner.planTier)) return;
      const speech =
        speakers.length > 0 ? await keep(recording.id, speakers) : null;
      await repository.queue(recording.id, recording.userId, speech);
      await enqueue(recording.id);
    },

    async get(user: { id: string; planTier: PlanTier }, id: string) {
      await mustOwn(user, id);
      return view(id);
    },

    /** Makes it again (its speakers' audio kept from the first time, when there was some). */
    async regenerate(user: { id: string; planTier: PlanTier }, id: string) {
      await mustOwn(user, id);
      const row = await repository.get(id);
      if (row && row.state !== 'ready' && row.state !== 'failed')
        return view(id);
      await repository.queue(id, user.id, null);
      // The answer is the summary as queued: read before the job exists, since a worker (here or
      // on another instance) may start on it at once.
      const queued = await view(id);
      await enqueue(id);
      return queued;
    },

    async markdown(user: { id: string; planTier: PlanTier }, id: string) {
      const recording = await mustOwn(user, id);
      const row = await repository.get(id);
      if (row?.state !== 'ready') throw apiError('RECORDING_NOT_FOUND');
      return {
        name: recording.name,
        text: summaryMarkdown(
          recording.name,
          summaryOf(row.summary),
          row.transcript,
        ),
      };
    },

    async captions(user: { id: string; planTier: PlanTier }, id: string) {
      await mustOwn(user, id);
      const row = await repository.get(id);
      if (row?.state !== 'ready') throw apiError('RECORDING_NOT_FOUND');
      return transcriptVtt(
        row.transcript,
        summaryOf(row.summary)?.chapters ?? [],
      );
    },

    /** A deleted recording's kept audio goes too (its row goes by cascade). */
    async forget(recordingId: string): Promise<void> {
      await rm(speechDirOf(recordingId), {
        recursive: true,
        force: true,
      }).catch((err: unknown) =>
        log.warn({ err }, 'summary speech not removed'),
      );
    },
  };
}
