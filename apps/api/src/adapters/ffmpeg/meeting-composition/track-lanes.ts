// Video tracks that follow one another in the same place (a person who rejoined, turned their
// camera back on in a new publication, a second screen share) are read as one ffmpeg input: a
// "lane", through the concat demuxer, each file placed at its own start. Every video input
// keeps a decoder, and its reference frames, until ffmpeg exits (≈ 6 MB at 720p): a lane per
// place, not per track, keeps a 2-hour meeting of rejoins at a few decoders. Pure.
import type { Interval } from './meeting-graph';

export interface LaneTrack {
  path: string;
  /** Seconds on the meeting's timeline where the file's time 0 falls. */
  offset: number;
  /** When its frames play, on the meeting's timeline. */
  shown: Interval[];
  codec: string;
}

export interface Lane {
  /** Where the lane is drawn: a person's tile, or the screen. */
  place: string;
  /** In order of start, none overlapping the next; never empty. */
  tracks: [LaneTrack, ...LaneTrack[]];
}

const endOf = (track: LaneTrack) =>
  Math.max(track.offset, ...track.shown.map((s) => s.to));

/**
 * Lanes for `tracks` in one place: in order of start, each track joins the first lane of the
 * same codec (a decoder reads one codec) whose last track ended before it starts; tracks that
 * overlap in time get lanes of their own.
 */
export function lanesOf(place: string, tracks: readonly LaneTrack[]): Lane[] {
  const lanes: Lane[] = [];
  for (const track of [...tracks].sort((a, b) => a.offset - b.offset)) {
    const lane = lanes.find((candidate) => {
      const last = candidate.tracks.at(-1);
      return last?.codec === track.codec && endOf(last) <= track.offset;
    });
    if (lane) lane.tracks.push(track);
    else lanes.push({ place, tracks: [track] });
  }
  return lanes;
}

/** A path for ffconcat: single-quoted, a quote written '\'' (the demuxer's tokenizer). */
const quoted = (path: string) => `'${path.replace(/'/g, "'\\''")}'`;

/**
 * The concat demuxer's list for a lane of several tracks: each file's `duration` is the time
 * to the next one's start, so the next file's frames begin exactly at its own offset (a file
 * shorter than that leaves a gap, which the lane's `enable` keeps dark).
 */
export function concatList(lane: Lane): string {
  const lines = ['ffconcat version 1.0'];
  lane.tracks.forEach((track, index) => {
    lines.push(`file ${quoted(track.path)}`);
    const next = lane.tracks[index + 1];
    if (next) lines.push(`duration ${(next.offset - track.offset).toFixed(6)}`);
  });
  return lines.join('\n') + '\n';
}

/** Sorted, overlapping intervals merged. */
export function unionOf(intervals: readonly Interval[]): Interval[] {
  const merged: Interval[] = [];
  for (const next of [...intervals].sort((a, b) => a.from - b.from)) {
    const last = merged.at(-1);
    if (last && next.from <= last.to) last.to = Math.max(last.to, next.to);
    else merged.push({ ...next });
  }
  return merged;
}

/** The parts of [0, total] outside `intervals`. */
export function complementOf(
  intervals: readonly Interval[],
  total: number,
): Interval[] {
  const gaps: Interval[] = [];
  let from = 0;
  for (const { from: start, to } of unionOf(intervals)) {
    if (start > from) gaps.push({ from, to: Math.min(start, total) });
    from = Math.max(from, to);
  }
  if (from < total) gaps.push({ from, to: total });
  return gaps.filter((gap) => gap.to > gap.from);
}
