import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import {
  LIST_PAGE_MAX_LIMIT,
  type ListPageQuery,
  type Recording,
  type MonetizationSetting,
  RECORDING_MAX_FILE_BYTES,
  recordingUploadFieldsSchema,
  TIER_RECORDING_STORAGE_BYTES,
  tierFeatures,
  toMonetizationSetting,
  type MonetizationSettingInput,
} from '@ruume/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { SpeakerAudio } from '../../adapters/ai/ai-engine';
import type { VideoTools } from '../../adapters/ffmpeg/video-tools';
import {
  processVideo,
  type ProcessedVideo,
} from '../../adapters/ffmpeg/process-video';
import { MP4_TYPE, type VideoType } from '../../adapters/ffmpeg/video-type';
import { newFileId, newFileKey } from '../../adapters/storage/file-keys';
import type { FileStorage } from '../../adapters/storage/file-storage';
import type { Core } from '../../core';
import type { UserRow } from '../../core/user-repository';
import { apiError } from '../../http/http-error';
import { fieldNamesOf } from '../../http/multipart';
import { parseInput } from '../../http/validation';
import {
  createRecordingRepository,
  type RecordingRepository,
  type RecordingRow,
} from './repository';
import { decodeRecordingCursor, encodeRecordingCursor } from './cursor';
import { centsOf, toRecording } from './recording-view';
import type { UploadReader } from './upload-reader';

export type RecordingService = ReturnType<typeof createRecordingService>;

/** What the recordings tell the summaries (recording-summaries, given as a port). */
export interface RecordingSummaries {
  requestFor(
    recording: { id: string; userId: string },
    speakers?: SpeakerAudio[],
  ): Promise<void>;
  forget(recordingId: string): Promise<void>;
}

/** How long a playback link (presigned-url) works. */
export const PLAYBACK_URL_SECONDS = 15 * 60;

const isMonetized = (setting: MonetizationSetting) =>
  setting.monetizeAmount !== null || setting.donationAmount !== null;

/**
 * A price or a donation needs a tier with monetised files (SPEC §6) and is paid into the
 * creator's payments account, which must be onboarded (§6). Free is always allowed.
 */
function requireMonetizable(user: UserRow, setting: MonetizationSetting) {
  if (!isMonetized(setting)) return;
  if (!tierFeatures(user.planTier).monetisedFiles) {
    throw apiError('MONETIZATION_NOT_IN_PLAN');
  }
  if (!user.stripeInfo?.isAccountOnboarded) {
    throw apiError('MONETIZATION_NEEDS_ACCOUNT');
  }
}

/** The upload's text fields (SPEC §7: name, monetizationSetting) beside its file. */
const UPLOAD_FIELD_NAMES = fieldNamesOf(recordingUploadFieldsSchema);

/**
 * A creator's recordings (SPEC §4 recording upload, §7 Recording calls): uploaded, processed,
 * stored under recordings/<userId>/, counted against the tier's storage, priced, deleted.
 */
export function createRecordingService(deps: {
  core: Core;
  repository: RecordingRepository;
  storage: FileStorage;
  videoTools: VideoTools;
  /** Uploads are received and processed here (under DATA_DIR), then stored. */
  workRoot: string;
  summaries: RecordingSummaries;
  log: FastifyBaseLogger;
}) {
  const { core, repository, storage, videoTools, workRoot, log } = deps;

  /**
   * A new recording's summary is asked for when there is speech to transcribe: a meeting's
   * microphones, or a file our tools can read with a sound track; a failure to ask costs the
   * recording nothing.
   */
  const askSummary = async (
    row: RecordingRow,
    sound: { path: string } | { speakers: SpeakerAudio[] },
  ) => {
    const speech =
      'speakers' in sound
        ? sound.speakers.length > 0
        : row.durationSeconds !== null &&
          (await videoTools.hasAudio(sound.path)) !== false;
    if (!speech) return;
    const speakers = 'speakers' in sound ? sound.speakers : undefined;
    await deps.summaries
      .requestFor({ id: row.id, userId: row.userId }, speakers)
      .catch((err: unknown) =>
        log.error({ err, recording: row.id }, 'summary not asked for'),
      );
  };

  const deleteStored = async (keys: Array<string | null>) => {
    for (const key of keys) {
      if (!key) continue;
      await storage.delete(key).catch((error: unknown) => {
        log.error({ err: error, key }, 'stored recording file not deleted');
      });
    }
  };

  const mustOwn = async (user: UserRow, id: string): Promise<RecordingRow> => {
    const row = await repository.owned(user.id, id);
    if (!row) throw apiError('RECORDING_NOT_FOUND');
    return row;
  };

  /**
   * Puts a processed video (and its poster) into storage and its row into the library, counted
   * against the owner's storage: checked with the owner locked (uploads running side by side
   * each saw the storage left before any of them was counted), unless `overQuota` lets a
   * meeting's recording in anyway (it was refused before it started, or stopped when storage
   * filled: what was recorded is kept). Keys put are pushed on `stored` for the caller to clean.
   */
  async function store(
    userId: string,
    video: ProcessedVideo,
    type: VideoType,
    extra: {
      name: string;
      setting?: MonetizationSetting;
      meeting?: { id: string | null; name: string };
      overQuota?: boolean;
      stored: string[];
    },
  ): Promise<RecordingRow> {
    const id = newFileId();
    const fileKey = newFileKey('recordings', type.extension, id);
    const posterKey = video.posterPath
      ? newFileKey('recordings', 'jpg', `${id}-poster`)
      : null;
    extra.stored.push(fileKey);
    await storage.putStream(fileKey, createReadStream(video.path), type.mime);
    if (posterKey && video.posterPath) {
      extra.stored.push(posterKey);
      await storage.putStream(
        posterKey,
        createReadStream(video.posterPath),
        'image/jpeg',
      );
    }
    return core.transaction(async ({ users, db }) => {
      const recordings = createRecordingRepository(db);
      const owner = await users.lock(userId);
      if (!owner) throw apiError('UNAUTHORIZED');
      const used = owner.recordingStorageUsed + video.sizeBytes;
      const allowance = TIER_RECORDING_STORAGE_BYTES[owner.planTier];
      if (!extra.overQuota) {
        if (allowance <= 0) throw apiError('STORAGE_NOT_IN_PLAN');
        if (used > allowance) throw apiError('STORAGE_QUOTA_EXCEEDED');
      }
      const inserted = await recordings.insert({
        userId,
        shareId: randomBytes(16).toString('base64url'),
        name: extra.name,
        fileKey,
        posterKey,
        contentType: type.mime,
        sizeBytes: video.sizeBytes,
        durationSeconds: video.durationSeconds,
        meetingId: extra.meeting?.id ?? null,
        meetingName: extra.meeting?.name ?? null,
        ...centsOf(extra.setting ?? toMonetizationSetting(null)),
      });
      await users.update(userId, { recordingStorageUsed: used });
      return inserted;
    });
  }

  /** Stores the processed upload and its row; on any failure nothing stays behind. */
  async function upload(user: UserRow, read: UploadReader): Promise<Recording> {
    const allowance = TIER_RECORDING_STORAGE_BYTES[user.planTier];
    if (allowance <= 0) throw apiError('STORAGE_NOT_IN_PLAN');
    const remaining = Math.max(0, allowance - user.recordingStorageUsed);
    const maxBytes = Math.min(remaining, RECORDING_MAX_FILE_BYTES);

    await mkdir(workRoot, { recursive: true });
    const workDir = await mkdtemp(join(workRoot, 'upload-'));
    const stored: string[] = [];
    try {
      const received = await read({
        path: join(workDir, 'upload'),
        maxBytes,
        fieldNames: UPLOAD_FIELD_NAMES,
        tooLarge: () =>
          remaining < RECORDING_MAX_FILE_BYTES
            ? apiError('STORAGE_QUOTA_EXCEEDED')
            : apiError(
                'PAYLOAD_TOO_LARGE',
                `a recording can be at most ${RECORDING_MAX_FILE_BYTES / 1000 ** 3} GB`,
              ),
        accept: async (fields) => {
          const { name, monetizationSetting } = parseInput(
            recordingUploadFieldsSchema,
            fields,
          );
          const setting = toMonetizationSetting(monetizationSetting);
          requireMonetizable(user, setting);
          return { name, setting };
        },
      });
      const { type } = received;
      const video = await processVideo(videoTools, {
        path: join(workDir, 'upload'),
        type,
        sizeBytes: received.sizeBytes,
        workDir,
      });

      const row = await store(user.id, video, type, {
        name: received.accepted.name,
        setting: received.accepted.setting,
        stored,
      });
      await askSummary(row, { path: video.path });
      return toRecording(row, storage);
    } catch (error) {
      await deleteStored(stored);
      throw error;
    } finally {
      await rm(workDir, { recursive: true, force: true });
    }
  }

  return {
    upload,

    /**
     * A meeting's composed recording into its host's library (docs/recording.md): processed
     * like an upload (poster, duration, fast start), named after the meeting; answers its id.
     */
    async storeMeetingRecording(input: {
      userId: string;
      path: string;
      name: string;
      meeting: { id: string | null; name: string };
      workDir: string;
      /** Each speaker's audio, for a transcript that names them. */
      speakers?: SpeakerAudio[];
    }): Promise<string> {
      const type = MP4_TYPE;
      const video = await processVideo(videoTools, {
        path: input.path,
        type,
        sizeBytes: (await stat(input.path)).size,
        workDir: input.workDir,
      });
      const stored: string[] = [];
      try {
        const row = await store(input.userId, video, type, {
          name: input.name,
          meeting: input.meeting,
          overQuota: true,
          stored,
        });
        await askSummary(row, { speakers: input.speakers ?? [] });
        return row.id;
      } catch (error) {
        await deleteStored(stored);
        throw error;
      }
    },

    /** One page of the creator's recordings, and the cursor of the next when more follow. */
    async page(
      user: UserRow,
      query: ListPageQuery,
    ): Promise<{ recordings: Recording[]; nextCursor: string | null }> {
      const limit = query.limit ?? LIST_PAGE_MAX_LIMIT;
      const after = query.cursor ? decodeRecordingCursor(query.cursor) : null;
      const rows = await repository.page(user.id, after, limit + 1);
      const shown = rows.slice(0, limit);
      const last = shown.at(-1);
      return {
        recordings: shown.map((row) => toRecording(row, storage)),
        nextCursor:
          rows.length > limit && last
            ? encodeRecordingCursor({ at: last.position, id: last.id })
            : null,
      };
    },

    async updateMonetization(
      user: UserRow,
      id: string,
      input: MonetizationSettingInput,
    ): Promise<Recording> {
      await mustOwn(user, id);
      const setting = toMonetizationSetting(input);
      requireMonetizable(user, setting);
      const row = await repository.update(user.id, id, centsOf(setting));
      if (!row) throw apiError('RECORDING_NOT_FOUND');
      return toRecording(row, storage);
    },

    /** The row first (nothing points at the files any more), then the files. */
    async delete(user: UserRow, id: string): Promise<void> {
      const row = await core.transaction(async ({ users, db }) => {
        const recordings = createRecordingRepository(db);
        const owner = await users.lock(user.id);
        const deleted = owner && (await recordings.delete(user.id, id));
        if (!owner || !deleted) throw apiError('RECORDING_NOT_FOUND');
        await users.update(user.id, {
          recordingStorageUsed: Math.max(
            0,
            owner.recordingStorageUsed - deleted.sizeBytes,
          ),
        });
        return deleted;
      });
      await deleteStored([row.fileKey, row.posterKey]);
      await deps.summaries.forget(row.id);
    },

    /** A short-lived link the player streams and seeks in, for `url` as list answered it. */
    async playbackUrl(user: UserRow, url: string): Promise<{ url: string }> {
      const prefix = storage.url('');
      const key = url.startsWith(prefix) ? url.slice(prefix.length) : url;
      const row = await repository.ownedByFileKey(user.id, key);
      if (!row) throw apiError('RECORDING_NOT_FOUND');
      return {
        url: await storage.presignedGet(row.fileKey, {
          expiresInSeconds: PLAYBACK_URL_SECONDS,
        }),
      };
    },

    /** The owner's own download (navigation): the row to stream. */
    async ownDownload(user: UserRow, shareId: string): Promise<RecordingRow> {
      const row = await repository.ownedByShareId(user.id, shareId);
      if (!row) throw apiError('RECORDING_NOT_FOUND');
      return row;
    },

    /** An account being deleted takes its stored recordings along (its rows go by cascade). */
    async deleteFilesOf(userId: string): Promise<void> {
      const rows = await repository.ofUser(userId);
      await deleteStored(rows.flatMap((row) => [row.fileKey, row.posterKey]));
      for (const row of rows) await deps.summaries.forget(row.id);
    },
  };
}
