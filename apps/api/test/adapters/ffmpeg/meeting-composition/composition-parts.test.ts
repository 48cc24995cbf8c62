// The composition's pure parts: filter-graph escaping and timelines, lanes of tracks, frame
// runs from ffprobe's packets, names as drawn, progress lines.
import {
  enableExpression,
  filterValue,
  meetingFilterGraph,
} from '../../../../src/adapters/ffmpeg/meeting-composition/meeting-graph';
import {
  cleanName,
  fitName,
} from '../../../../src/adapters/ffmpeg/meeting-composition/name-labels';
import { progressPercent } from '../../../../src/adapters/ffmpeg/meeting-composition/run-ffmpeg';
import {
  complementOf,
  concatList,
  lanesOf,
  unionOf,
  type Lane,
} from '../../../../src/adapters/ffmpeg/meeting-composition/track-lanes';
import {
  frameRuns,
  packetTimes,
} from '../../../../src/adapters/ffmpeg/meeting-composition/track-probe';

describe('filter graph text', () => {
  it("escapes a value for the option parser, then for the graph's", () => {
    // Option level: \ ' : escaped; graph level: \ ' [ ] , ; escaped (each \ of level one too).
    expect(filterValue('plain/path.ttf')).toBe('plain/path.ttf');
    expect(filterValue('a:b')).toBe('a\\\\:b');
    expect(filterValue("it's")).toBe("it\\\\\\'s");
    expect(filterValue('[a],b;c')).toBe('\\[a\\]\\,b\\;c');
    expect(filterValue('back\\slash')).toBe('back\\\\\\\\slash');
  });

  it('turns intervals into a timeline expression, half-open so two never share a frame', () => {
    expect(enableExpression([])).toBe('0');
    expect(
      enableExpression([
        { from: 1, to: 2.5 },
        { from: 4.1234, to: 6 },
      ]),
    ).toBe('gte(t,1)*lt(t,2.5)+gte(t,4.123)*lt(t,6)');
  });

  it('writes the canvas once, each video at its offset, each voice delayed in samples', () => {
    const graph = meetingFilterGraph({
      durationSeconds: 60,
      fps: 25,
      panels: [{ x: 0, y: 0, width: 1280, height: 720 }],
      videos: [
        {
          input: 0,
          offsetSeconds: 2,
          area: { x: 0, y: 0, width: 1280, height: 720 },
          shown: [{ from: 2, to: 9 }],
        },
      ],
      texts: [],
      audios: [
        { input: 1, offsetSeconds: 1.5 },
        { input: 2, offsetSeconds: -0.25 },
        { input: 3, offsetSeconds: 0 },
      ],
    });
    expect(graph).toContain(
      'loop=loop=-1:size=1:start=0,setpts=N/(25*TB),trim=end_frame=1500[c0]',
    );
    expect(graph).toContain(
      '[0:v:0]setpts=PTS+(2)/TB,scale=w=1280:h=720:force_original_aspect_ratio=decrease',
    );
    expect(graph).toContain(
      'eval=frame:eof_action=pass:enable=gte(t\\,2)*lt(t\\,9)[c1]',
    );
    expect(graph).toContain(
      '[1:a:0]aformat=sample_fmts=fltp:sample_rates=48000:channel_layouts=stereo,adelay=delays=72000S:all=1[a0]',
    );
    expect(graph).toContain(
      'atrim=start_sample=12000,asetpts=PTS-STARTPTS[a1]',
    );
    expect(graph).toContain(
      '[3:a:0]aformat=sample_fmts=fltp:sample_rates=48000:channel_layouts=stereo[a2]',
    );
    expect(graph).toContain(
      'anullsrc=r=48000:cl=stereo,atrim=end_sample=2880000[silence]',
    );
    expect(graph).toContain(
      '[silence][a0][a1][a2]amix=inputs=4:duration=first:dropout_transition=0:normalize=0[audio]',
    );
  });
});

describe('lanes of tracks in one place', () => {
  const t = (path: string, offset: number, to: number, codec = 'vp8') => ({
    path,
    offset,
    shown: [{ from: offset, to }],
    codec,
  });

  it('chains tracks that follow one another, of the same codec; overlapping ones get lanes of their own', () => {
    const lanes = lanesOf('ann', [
      t('c', 50, 60),
      t('a', 0, 10),
      t('b', 10, 40),
      t('overlap', 30, 45),
      t('h264', 70, 80, 'h264'),
    ]);
    expect(lanes.map((lane) => lane.tracks.map((track) => track.path))).toEqual(
      [['a', 'b', 'c'], ['overlap'], ['h264']],
    );
  });

  it('lists a lane for the concat demuxer, each file lasting until the next starts', () => {
    const [lane] = lanesOf('ann', [
      t("/rec/it's a.webm", 2, 5),
      t('/rec/b.webm', 12.5, 20),
    ]);
    expect(concatList(lane as Lane)).toBe(
      "ffconcat version 1.0\nfile '/rec/it'\\''s a.webm'\nduration 10.500000\nfile '/rec/b.webm'\n",
    );
  });

  it('merges intervals and finds the time outside them', () => {
    const shown = [
      { from: 5, to: 8 },
      { from: 1, to: 3 },
      { from: 2, to: 4 },
    ];
    expect(unionOf(shown)).toEqual([
      { from: 1, to: 4 },
      { from: 5, to: 8 },
    ]);
    expect(complementOf(shown, 10)).toEqual([
      { from: 0, to: 1 },
      { from: 4, to: 5 },
      { from: 8, to: 10 },
    ]);
    expect(complementOf([], 10)).toEqual([{ from: 0, to: 10 }]);
    expect(complementOf([{ from: -1, to: 12 }], 10)).toEqual([]);
  });
});

describe('frame runs from ffprobe', () => {
  it('reads packet times from the start of the file', () => {
    const times = packetTimes(
      'stream,vp8\npacket,1.500000\npacket,1.533000\npacket,N/A\nformat,1.500000\n',
    );
    expect(times).toHaveLength(2);
    expect(times[0]).toBe(0);
    expect(times[1]).toBeCloseTo(0.033, 6);
  });

  it('splits frames at gaps longer than the limit; each run holds its last frame a little', () => {
    const times = [0, 0.1, 0.2, 3, 3.1, 3.15];
    expect(frameRuns(times, 2, 0.5)).toEqual([
      { from: 0, to: 0.7 },
      { from: 3, to: 3.65 },
    ]);
    expect(frameRuns([0, 0.3, 0.6], 0.2, 0.5)).toEqual([
      { from: 0, to: 0.3 },
      { from: 0.3, to: 0.6 },
      { from: 0.6, to: 1.1 },
    ]);
    expect(frameRuns(times, Infinity, 0.5)).toEqual([{ from: 0, to: 3.65 }]);
  });
});

describe('names as drawn', () => {
  it('keeps one line without control or direction-override characters', () => {
    expect(cleanName('  Ann\n\tMarie\u202e evil\u0000 ')).toBe(
      'Ann Marie evil',
    );
    expect(cleanName('Cle\u0301o')).toBe('Cléo');
  });

  it('shortens a long name with an ellipsis, never cutting a character in two', () => {
    expect(fitName('Bob', 300, 20)).toBe('Bob');
    // 120 px at 20 px ≈ 10 characters: 9 and the ellipsis.
    expect(fitName('Alexandria Ocasio', 120, 20)).toBe('Alexandri…');
    expect(fitName('👩🏽‍💻👩🏽‍💻👩🏽‍💻👩🏽‍💻', 24, 20)).toBe('👩🏽‍💻…');
  });
});

describe('progress lines', () => {
  it('reads out_time_us against the length, below 100 until the end', () => {
    expect(progressPercent('out_time_us=30000000', 60_000)).toBe(50);
    expect(progressPercent('out_time_us=61000000', 60_000)).toBe(99);
    expect(progressPercent('progress=continue', 60_000)).toBeNull();
    expect(progressPercent('out_time_us=N/A', 60_000)).toBeNull();
  });
});
