import { stat } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import { runTool } from './run-tool';

export interface VideoToolsAvailability {
  ffmpeg: boolean;
  ffprobe: boolean;
}

/**
 * ffprobe and ffmpeg (Debian's packages) for what a recording needs after its upload: the
 * duration, a poster image and MP4 fast start. Each call answers null/false when its tool is
 * missing or fails, so an upload never fails for want of them.
 */
export interface VideoTools {
  available(): Promise<VideoToolsAvailability>;
  /** Seconds, or null when the container does not say (or ffprobe is missing). */
  durationSeconds(path: string): Promise<number | null>;
  /** Whether it has a sound track; null when ffprobe cannot tell. */
  hasAudio(path: string): Promise<boolean | null>;
  /** Writes a JPEG still at `atSeconds`, at most 640 pixels wide; false when none was made. */
  poster(path: string, out: string, atSeconds: number): Promise<boolean>;
  /**
   * Copies an MP4/MOV with its movie header before the media data (no re-encoding), so
   * playback starts before the whole file arrived; false when it could not.
   */
  fastStart(
    path: string,
    out: string,
    format: 'mp4' | 'mov',
    sizeBytes: number,
  ): Promise<boolean>;
}

export interface VideoToolsOptions {
  log: FastifyBaseLogger;
  /** false: behave as if neither tool were installed (tests, or to turn processing off). */
  enabled?: boolean;
  ffmpegPath?: string;
  ffprobePath?: string;
}

const PROBE_TIMEOUT_MS = 30_000;
const POSTER_TIMEOUT_MS = 60_000;
/** Fast start copies the whole file: two minutes, plus a second per 20 MB. */
const fastStartTimeoutMs = (sizeBytes: number) =>
  120_000 + Math.ceil(sizeBytes / 20e6) * 1000;

const nonEmpty = async (path: string) =>
  ((await stat(path).catch(() => null))?.size ?? 0) > 0;

/** A file's length in seconds by ffprobe, or null when its container does not say; rejects when ffprobe fails. */
export async function probeSeconds(
  ffprobe: string,
  path: string,
): Promise<number | null> {
  const out = await runTool(
    ffprobe,
    [
      ...['-v', 'error', '-show_entries', 'format=duration'],
      ...['-of', 'default=noprint_wrappers=1:nokey=1', path],
    ],
    { timeoutMs: PROBE_TIMEOUT_MS },
  );
  const seconds = Number.parseFloat(out.trim());
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : null;
}

export function createVideoTools(options: VideoToolsOptions): VideoTools {
  const { log, enabled = true } = options;
  const ffmpeg = options.ffmpegPath ?? 'ffmpeg';
  const ffprobe = options.ffprobePath ?? 'ffprobe';
  const installed = (command: string) =>
    runTool(command, ['-version'], { timeoutMs: 10_000 }).then(
      () => true,
      () => false,
    );
  // Looked for once, when the server starts; what is missing is said once.
  const availability: Promise<VideoToolsAvailability> = enabled
    ? Promise.all([installed(ffmpeg), installed(ffprobe)]).then(
        ([hasFfmpeg, hasFfprobe]) => {
          const missing = [
            hasFfprobe ? null : 'ffprobe (recording durations)',
            hasFfmpeg ? null : 'ffmpeg (posters and MP4 fast start)',
          ].filter(Boolean);
          if (missing.length > 0) {
            log.warn(
              `recordings are stored as uploaded, without: ${missing.join(', ')}; install ffmpeg to get them`,
            );
          }
          return { ffmpeg: hasFfmpeg, ffprobe: hasFfprobe };
        },
      )
    : Promise.resolve({ ffmpeg: false, ffprobe: false });

  const attempt = async <T>(
    what: string,
    fallback: T,
    work: () => Promise<T>,
  ): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      log.warn({ err: error }, `recording processing: ${what} skipped`);
      return fallback;
    }
  };

  return {
    available: () => availability,

    async durationSeconds(path) {
      if (!(await availability).ffprobe) return null;
      return attempt('duration', null, () => probeSeconds(ffprobe, path));
    },

    async hasAudio(path) {
      if (!(await availability).ffprobe) return null;
      return attempt('sound check', null, async () => {
        const out = await runTool(
          ffprobe,
          [
            ...['-v', 'error', '-select_streams', 'a'],
            ...['-show_entries', 'stream=codec_type', '-of', 'csv=p=0', path],
          ],
          { timeoutMs: PROBE_TIMEOUT_MS },
        );
        return out.trim().length > 0;
      });
    },

    async poster(path, out, atSeconds) {
      if (!(await availability).ffmpeg) return false;
      return attempt('poster', false, async () => {
        await runTool(
          ffmpeg,
          [
            '-nostdin',
            '-v',
            'error',
            '-y',
            '-ss',
            atSeconds.toFixed(3),
            '-i',
            path,
            '-frames:v',
            '1',
            '-vf',
            "scale='min(640,iw)':-2",
            '-q:v',
            '4',
            '-f',
            'image2',
            out,
          ],
          { timeoutMs: POSTER_TIMEOUT_MS },
        );
        return nonEmpty(out);
      });
    },

    async fastStart(path, out, format, sizeBytes) {
      if (!(await availability).ffmpeg) return false;
      return attempt('fast start', false, async () => {
        await runTool(
          ffmpeg,
          [
            '-nostdin',
            '-v',
            'error',
            '-y',
            '-i',
            path,
            '-map',
            '0',
            '-c',
            'copy',
            '-movflags',
            '+faststart',
            '-f',
            format,
            out,
          ],
          { timeoutMs: fastStartTimeoutMs(sizeBytes) },
        );
        return nonEmpty(out);
      });
    },
  };
}
