// From the probed tracks to what ffmpeg runs: the inputs (a file, or a lane's concat list),
// the filter graph's description, and the small files both need (labels, lists). Pure: the
// caller writes `files` into `dir` before running ffmpeg.
import { join } from 'node:path';
import type { RecordedTrack } from './compose-meeting';
import { composeLayout, type Rect } from './compose-layout';
import type {
  AudioLayer,
  Interval,
  MeetingGraph,
  TextDraw,
  VideoLayer,
} from './meeting-graph';
import { cleanName, fitName } from './name-labels';
import {
  complementOf,
  concatList,
  lanesOf,
  unionOf,
  type Lane,
} from './track-lanes';

export interface PlacedTrack extends RecordedTrack {
  /** When it plays, in seconds from its file's start (track-probe.ts). */
  runs: Interval[];
  codec: string;
}

export interface PlannedInput {
  path: string;
  kind: 'audio' | 'video';
  /** A lane's ffconcat list rather than a media file. */
  concat: boolean;
}

export interface MeetingPlan {
  inputs: PlannedInput[];
  graph: MeetingGraph;
  /** Files to write before ffmpeg runs: label texts, concat lists. */
  files: Array<{ path: string; text: string }>;
}

interface Person {
  id: string;
  name: string;
  tile: Rect | null;
}

const SHARER_FONT_SIZE = 16;
const clamp = (value: number, min: number, max: number) =>
  Math.min(max, Math.max(min, value));
const isScreen = (t: PlacedTrack) =>
  t.kind === 'video' && t.source === 'screen';
const isCamera = (t: PlacedTrack) =>
  t.kind === 'video' && t.source === 'camera';

/** A track's runs on the meeting's timeline. */
export const shownAt = (track: PlacedTrack): Interval[] =>
  track.runs.map(({ from, to }) => ({
    from: from + track.startMs / 1000,
    to: to + track.startMs / 1000,
  }));

/** Everyone with a track, in the order they first appear in `tracks`, with a tile when shown. */
function peopleOf(tracks: readonly PlacedTrack[], hasScreen: boolean) {
  const people = new Map<string, Person>();
  for (const track of tracks) {
    const person = people.get(track.personId);
    const name = cleanName(track.name);
    if (!person)
      people.set(track.personId, { id: track.personId, name, tile: null });
    else if (!person.name) person.name = name;
  }
  const layout = composeLayout(people.size, hasScreen);
  const list = [...people.values()].map((person, index) => ({
    ...person,
    tile: layout.tiles[index] ?? null,
  }));
  return { people: list, screen: layout.screen };
}

/** Collects the files ffmpeg reads besides the media: one text per label, one list per lane. */
class WorkFiles {
  readonly files: Array<{ path: string; text: string }> = [];
  constructor(
    private readonly dir: string,
    private readonly fontFile: string | null,
  ) {}

  add(name: string, text: string): string {
    const path = join(this.dir, `${this.files.length}-${name}`);
    this.files.push({ path, text });
    return path;
  }

  label(
    text: string,
    fields: Omit<TextDraw, 'textFile' | 'fontFile'>,
  ): TextDraw {
    return {
      ...fields,
      textFile: this.add('label.txt', text),
      fontFile: this.fontFile,
    };
  }
}

/** The big name in the middle of a tile, drawn while no camera plays there. */
function centredName(
  files: WorkFiles,
  name: string,
  tile: Rect,
  shown?: Interval[],
): TextDraw {
  const size = clamp(Math.round(tile.height * 0.12), 14, 44);
  return files.label(fitName(name, tile.width - size, size), {
    size,
    color: '0x9aa0a6',
    x: `${tile.x}+(${tile.width}-tw)/2`,
    y: `${tile.y}+(${tile.height}-th)/2`,
    box: false,
    shown,
  });
}

/** A person's name tag, in their tile's bottom left corner. */
function nameTag(files: WorkFiles, name: string, tile: Rect): TextDraw {
  const size = clamp(Math.round(tile.height * 0.075), 12, 24);
  const pad = Math.round(size / 4) + 6;
  return files.label(fitName(name, tile.width - 2 * pad - size / 2, size), {
    size,
    color: 'white',
    x: `${tile.x + pad}`,
    y: `${tile.y + tile.height - pad}-lh`,
    box: true,
  });
}

/** The sharer's name, small in the screen's top left corner while their screen plays. */
function sharerTag(
  files: WorkFiles,
  name: string,
  screen: Rect,
  shown: Interval[],
): TextDraw {
  const size = SHARER_FONT_SIZE;
  const pad = Math.round(size / 4) + 6;
  return files.label(fitName(name, screen.width / 2, size), {
    size,
    color: 'white',
    x: `${screen.x + pad}`,
    y: `${screen.y + pad}`,
    box: true,
    shown,
  });
}

const laneTracks = (tracks: readonly PlacedTrack[]) =>
  tracks.map((t) => ({
    path: t.path,
    offset: t.startMs / 1000,
    shown: shownAt(t),
    codec: t.codec,
  }));

/** The inputs in ffmpeg's order; a video lane is its file, or its concat list. */
class Inputs {
  readonly list: PlannedInput[] = [];
  constructor(private readonly files: WorkFiles) {}

  video(lane: Lane, area: Rect): VideoLayer {
    const [first] = lane.tracks;
    const single = lane.tracks.length === 1;
    const path = single
      ? first.path
      : this.files.add('lane.ffconcat', concatList(lane));
    return {
      input: this.add({ path, kind: 'video', concat: !single }),
      offsetSeconds: first.offset,
      area,
      shown: unionOf(lane.tracks.flatMap((t) => t.shown)),
    };
  }

  audio(track: PlacedTrack): AudioLayer {
    const input = this.add({ path: track.path, kind: 'audio', concat: false });
    return { input, offsetSeconds: track.startMs / 1000 };
  }

  private add(input: PlannedInput): number {
    return this.list.push(input) - 1;
  }
}

/** A person's camera lanes in their tile, the big name while none plays, their name tag. */
function personLayers(
  person: Person & { tile: Rect },
  tracks: readonly PlacedTrack[],
  context: { files: WorkFiles; inputs: Inputs; duration: number },
) {
  const { files, inputs, duration } = context;
  const cameras = laneTracks(
    tracks.filter((t) => isCamera(t) && t.personId === person.id),
  );
  const videos = lanesOf(person.id, cameras).map((lane) =>
    inputs.video(lane, person.tile),
  );
  if (!person.name) return { videos, texts: [] };
  const dark = complementOf(
    videos.flatMap((layer) => layer.shown),
    duration,
  );
  const texts = [nameTag(files, person.name, person.tile)];
  if (dark.length) {
    const shown = cameras.length ? dark : undefined;
    texts.unshift(centredName(files, person.name, person.tile, shown));
  }
  return { videos, texts };
}

/** The screen's lanes in the screen area, each sharer's name on it while theirs plays. */
function screenLayers(
  screens: readonly PlacedTrack[],
  area: Rect,
  people: readonly Person[],
  context: { files: WorkFiles; inputs: Inputs },
) {
  const videos = lanesOf('screen', laneTracks(screens)).map((lane) =>
    context.inputs.video(lane, area),
  );
  const nameOf = new Map(people.map((p) => [p.id, p.name]));
  const texts = screens.flatMap((track) => {
    const name = nameOf.get(track.personId);
    return name ? [sharerTag(context.files, name, area, shownAt(track))] : [];
  });
  return { videos, texts };
}

const hasTile = (person: Person): person is Person & { tile: Rect } =>
  person.tile !== null;

/**
 * The whole composition: the layout for everyone with a track, a video layer per lane (the
 * screen's first, under nothing but the canvas), every audio track, and the labels.
 */
export function planMeeting(
  tracks: readonly PlacedTrack[],
  options: {
    durationMs: number;
    dir: string;
    fontFile: string | null;
    fps: number;
  },
): MeetingPlan {
  const files = new WorkFiles(options.dir, options.fontFile);
  const inputs = new Inputs(files);
  const duration = options.durationMs / 1000;
  const screens = tracks.filter(isScreen);
  const { people, screen } = peopleOf(tracks, screens.length > 0);

  const layers = [
    ...(screen
      ? [screenLayers(screens, screen, people, { files, inputs })]
      : []),
    ...people
      .filter(hasTile)
      .map((person) =>
        personLayers(person, tracks, { files, inputs, duration }),
      ),
  ];
  const audios = tracks
    .filter((t) => t.kind === 'audio')
    .map((t) => inputs.audio(t));
  const panels = [
    ...(screen ? [screen] : []),
    ...people.filter(hasTile).map((p) => p.tile),
  ];
  return {
    inputs: inputs.list,
    graph: {
      durationSeconds: duration,
      fps: options.fps,
      panels,
      videos: layers.flatMap((layer) => layer.videos),
      texts: layers.flatMap((layer) => layer.texts),
      audios,
    },
    files: files.files,
  };
}
