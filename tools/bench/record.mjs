// Composing a recorded meeting (docs/recording-composition.md): a synthetic 4-person meeting
// of one minute, composed by the api's own composeMeeting (apps/api/src/adapters/ffmpeg/
// meeting-composition) into the 1280×720 H.264/AAC MP4 a recording becomes. Its tracks are
// what janus-pp-rec makes of Janus's recordings: VP8 in WebM, Opus in Ogg, from ffmpeg's lavfi
// test sources, in a temporary folder:
//
//   Ann   camera 1280×720 30 fps the whole minute, voice
//   Ben   camera 640×480 30 fps the whole minute, voice; shares a 1920×1080 5 fps screen 20–45 s
//   Cleo  joins late (15 s): camera 1280×720 30 fps, off 30–38 s (a gap in the same file), voice
//   Dan   camera 640×480 30 fps 0–25 s, leaves, rejoins at 32 s with new tracks; voice
//
// Measured: the wall time of composeMeeting (probing the tracks and the ffmpeg run), and the
// ffmpeg process's peak resident memory (VmHWM from /proc, polled every 100 ms while it runs)
// and its CPU time (wall time depends on what else the machine runs; CPU time much less).
// The last line: `record: X s of processing per minute of meeting, peak Y MB`.
//
//   npm run bench:record
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { tsImport } from 'tsx/esm/api';

const MEETING_MS = 60_000;

const { composeMeeting } = await tsImport(
  '../../apps/api/src/adapters/ffmpeg/meeting-composition/index.ts',
  import.meta.url,
);

const dir = mkdtempSync(join(tmpdir(), 'ruume-bench-record-'));

function ffmpeg(args) {
  const run = spawnSync('ffmpeg', ['-nostdin', '-v', 'error', '-y', ...args], {
    encoding: 'utf8',
  });
  if (run.status !== 0)
    throw new Error(`ffmpeg ${args.join(' ')}: ${run.stderr}`);
}

/** A VP8 WebM camera of `seconds` (a moving test pattern); `off` [from, to] drops its frames. */
function camera(name, size, seconds, off) {
  const path = join(dir, `${name}.webm`);
  const drop = off
    ? [
        '-vf',
        `select='not(between(t,${off[0]},${off[1]}))'`,
        '-fps_mode',
        'passthrough',
      ]
    : [];
  ffmpeg([
    '-f',
    'lavfi',
    '-i',
    `testsrc2=s=${size}:r=30:d=${seconds}`,
    ...drop,
    '-c:v',
    'libvpx',
    '-b:v',
    '1M',
    '-deadline',
    'realtime',
    '-cpu-used',
    '8',
    '-g',
    '300',
    path,
  ]);
  return path;
}

function screen(name, seconds) {
  const path = join(dir, `${name}.webm`);
  ffmpeg([
    '-f',
    'lavfi',
    '-i',
    `testsrc=s=1920x1080:r=5:d=${seconds}`,
    '-c:v',
    'libvpx',
    '-b:v',
    '1M',
    '-deadline',
    'realtime',
    '-cpu-used',
    '8',
    path,
  ]);
  return path;
}

/** An Opus voice: a tone, on and off every other second (speech has pauses too). */
function voice(name, seconds, hz) {
  const path = join(dir, `${name}.opus`);
  ffmpeg([
    '-f',
    'lavfi',
    '-i',
    `sine=f=${hz}:d=${seconds}`,
    '-af',
    'volume=0.5:enable=lt(mod(t\\,2)\\,1)',
    '-ac',
    '2',
    '-c:a',
    'libopus',
    '-b:a',
    '32k',
    path,
  ]);
  return path;
}

function tracks() {
  const track = (personId, name, kind, source, path, startMs) => ({
    personId,
    name,
    kind,
    source,
    path,
    startMs,
  });
  return [
    track('ann', 'Ann', 'video', 'camera', camera('ann', '1280x720', 60), 0),
    track('ann', 'Ann', 'audio', 'camera', voice('ann', 60, 220), 0),
    track('ben', 'Ben', 'video', 'camera', camera('ben', '640x480', 60), 0),
    track('ben', 'Ben', 'audio', 'camera', voice('ben', 60, 330), 0),
    track('ben', 'Ben', 'video', 'screen', screen('ben-screen', 25), 20_000),
    track(
      'cleo',
      'Cleo',
      'video',
      'camera',
      camera('cleo', '1280x720', 45, [15, 23]),
      15_000,
    ),
    track('cleo', 'Cleo', 'audio', 'camera', voice('cleo', 45, 440), 15_000),
    track('dan', 'Dan', 'video', 'camera', camera('dan-1', '640x480', 25), 0),
    track('dan', 'Dan', 'audio', 'camera', voice('dan-1', 25, 550), 0),
    track(
      'dan',
      'Dan',
      'video',
      'camera',
      camera('dan-2', '640x480', 28),
      32_000,
    ),
    track('dan', 'Dan', 'audio', 'camera', voice('dan-2', 28, 550), 32_000),
  ];
}

/** CPU seconds (user + system) of a process, from /proc/<pid>/stat (clock ticks of 1/100 s). */
function cpuSeconds(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * The ffmpeg processes this one started, polled every 100 ms: their peak resident memory
 * (VmHWM, kB) and CPU time (the last sample before each exits).
 */
function watchChildren() {
  const peaks = new Map();
  const cpu = new Map();
  const poll = () => {
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const status = readFileSync(`/proc/${entry}/status`, 'utf8');
        const ppid = Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]);
        if (ppid !== process.pid || !/^Name:\s+ffmpeg$/m.test(status)) continue;
        const hwm = Number(/^VmHWM:\s+(\d+)/m.exec(status)?.[1] ?? 0);
        peaks.set(entry, Math.max(peaks.get(entry) ?? 0, hwm));
        cpu.set(entry, cpuSeconds(entry));
      } catch {
        // gone meanwhile
      }
    }
  };
  const timer = setInterval(poll, 100);
  return {
    stop: () => {
      clearInterval(timer);
      const total = [...cpu.values()].reduce((sum, value) => sum + value, 0);
      return { peakKb: Math.max(0, ...peaks.values()), cpuSeconds: total };
    },
  };
}

try {
  const started = performance.now();
  const input = tracks();
  console.log(
    `inputs made in ${((performance.now() - started) / 1000).toFixed(1)} s (${input.length} tracks)`,
  );

  const loadBefore = loadavg()[0].toFixed(2);
  const watch = watchChildren();
  const composing = performance.now();
  await composeMeeting({
    tracks: input,
    durationMs: MEETING_MS,
    out: join(dir, 'meeting.mp4'),
  });
  const seconds = (performance.now() - composing) / 1000;
  const usage = watch.stop();
  const peakMb = Math.round(usage.peakKb / 1024);

  const probe = spawnSync(
    'ffprobe',
    [
      '-v',
      'error',
      '-show_entries',
      'format=duration,size,bit_rate',
      '-of',
      'compact',
      join(dir, 'meeting.mp4'),
    ],
    { encoding: 'utf8' },
  );
  console.log(`output ${probe.stdout.trim()}`);
  console.log(
    `composed in ${seconds.toFixed(1)} s (load average before: ${loadBefore}); ffmpeg ${usage.cpuSeconds.toFixed(1)} s of CPU, peak ${peakMb} MB (VmHWM)`,
  );
  const perMinute = seconds / (MEETING_MS / 60_000);
  console.log(
    `record: ${perMinute.toFixed(1)} s of processing per minute of meeting, peak ${peakMb} MB`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
