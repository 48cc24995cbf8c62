import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { VideoTools } from './video-tools';
import { isFastStart } from './mp4-boxes';
import { isMp4Family, type VideoType } from './video-type';

export interface ProcessedVideo {
  /** The file to store: the upload, or its fast-start copy. */
  path: string;
  sizeBytes: number;
  /** A JPEG still, or null when none could be made. */
  posterPath: string | null;
  durationSeconds: number | null;
}

/** Where in the video the poster is taken: a second in, or halfway through a shorter one. */
const posterTime = (duration: number | null) =>
  duration === null ? 1 : Math.min(1, duration / 2);

/**
 * SPEC §4 'processing' of an uploaded video in `workDir`: its duration, a poster, and MP4 fast
 * start (skipped when the movie header already comes first). What the tools cannot do is left
 * out, never a failure.
 */
export async function processVideo(
  tools: VideoTools,
  input: { path: string; type: VideoType; sizeBytes: number; workDir: string },
): Promise<ProcessedVideo> {
  const { type, workDir } = input;
  let { path, sizeBytes } = input;
  const durationSeconds = await tools.durationSeconds(path);

  if (isMp4Family(type.extension) && !(await isFastStart(path))) {
    const out = join(workDir, `fast-start.${type.extension}`);
    const format = type.extension === 'mov' ? 'mov' : 'mp4';
    if (await tools.fastStart(path, out, format, sizeBytes)) {
      path = out;
      sizeBytes = (await stat(out)).size;
    }
  }

  const poster = join(workDir, 'poster.jpg');
  const at = posterTime(durationSeconds);
  const made =
    (await tools.poster(path, poster, at)) ||
    (at > 0 && (await tools.poster(path, poster, 0)));
  return {
    path,
    sizeBytes,
    posterPath: made ? poster : null,
    durationSeconds,
  };
}
