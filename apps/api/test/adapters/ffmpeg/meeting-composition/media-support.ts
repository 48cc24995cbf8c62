// Media for the composition tests, made with the real tools: ffmpeg's lavfi sources (solid
// colours, tones), and real Janus recordings (.mjr) through pcap2mjr from the RTP ffmpeg sends.
import { execFile, spawn } from 'node:child_process';
import { createSocket } from 'node:dgram';
import { writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** `value`, or a failed test when it is missing. */
export function defined<T>(value: T | null | undefined): T {
  if (value === null || value === undefined)
    throw new Error('expected a value');
  return value;
}

export async function ffmpeg(args: string[]): Promise<void> {
  await run('ffmpeg', ['-nostdin', '-v', 'error', '-y', ...args]);
}

/** A VP8 WebM of a solid colour; `gap` [from, to) seconds has no frames (a camera turned off). */
export async function colourVideo(
  path: string,
  {
    colour,
    size,
    seconds,
    gap,
    fps = 15,
  }: {
    colour: string;
    size: string;
    seconds: number;
    gap?: [number, number];
    fps?: number;
  },
): Promise<string> {
  const drop = gap
    ? [
        '-vf',
        `select='not(between(t,${gap[0]},${gap[1]}))'`,
        '-fps_mode',
        'passthrough',
      ]
    : [];
  await ffmpeg([
    '-f',
    'lavfi',
    '-i',
    `color=c=${colour}:s=${size}:r=${fps}:d=${seconds}`,
    ...drop,
    '-c:v',
    'libvpx',
    '-b:v',
    '200k',
    '-deadline',
    'realtime',
    '-cpu-used',
    '8',
    '-g',
    '15',
    path,
  ]);
  return path;
}

/** An Opus tone. */
export async function tone(
  path: string,
  { hz, seconds }: { hz: number; seconds: number },
): Promise<string> {
  await ffmpeg([
    '-f',
    'lavfi',
    '-i',
    `sine=f=${hz}:d=${seconds}`,
    '-ac',
    '2',
    '-c:a',
    'libopus',
    path,
  ]);
  return path;
}

export async function probe(path: string, entries: string): Promise<string> {
  const { stdout } = await run('ffprobe', [
    '-v',
    'error',
    '-show_entries',
    entries,
    '-of',
    'compact',
    path,
  ]);
  return stdout;
}

export async function durationOf(path: string): Promise<number> {
  const { stdout } = await run('ffprobe', [
    '-v',
    'error',
    '-show_entries',
    'format=duration',
    '-of',
    'csv=p=0',
    path,
  ]);
  return Number(stdout.trim());
}

/** The frame at `seconds` as RGB bytes (width × height × 3). */
export async function frameAt(path: string, seconds: number): Promise<Buffer> {
  const { stdout } = await run(
    'ffmpeg',
    [
      '-nostdin',
      '-v',
      'error',
      '-ss',
      String(seconds),
      '-i',
      path,
      '-frames:v',
      '1',
      '-f',
      'rawvideo',
      '-pix_fmt',
      'rgb24',
      'pipe:1',
    ],
    { encoding: 'buffer', maxBuffer: 16 * 1024 * 1024 },
  );
  return stdout;
}

export interface Region {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The mean colour of `region` in an RGB frame `width` pixels wide. */
export function meanColour(
  frame: Buffer,
  width: number,
  region: Region,
): [number, number, number] {
  const sum = [0, 0, 0];
  for (let y = region.y; y < region.y + region.height; y++) {
    for (let x = region.x; x < region.x + region.width; x++) {
      const at = (y * width + x) * 3;
      for (let c = 0; c < 3; c++) sum[c] += frame[at + c] ?? 0;
    }
  }
  const count = region.width * region.height;
  return sum.map((value) => Math.round(value / count)) as [
    number,
    number,
    number,
  ];
}

/** Mean volume (dB) of the audio from `from` for `seconds`. */
export async function meanVolume(
  path: string,
  from: number,
  seconds: number,
): Promise<number> {
  const { stderr } = await run('ffmpeg', [
    '-nostdin',
    '-hide_banner',
    '-ss',
    String(from),
    '-t',
    String(seconds),
    '-i',
    path,
    '-vn',
    '-af',
    'volumedetect',
    '-f',
    'null',
    '-',
  ]);
  return Number(/mean_volume: (-?[\d.]+) dB/.exec(stderr)?.[1] ?? NaN);
}

interface CapturedPacket {
  payload: Buffer;
  /** RTP timestamp. */
  timestamp: number;
}

/** The RTP packets ffmpeg sends to a loopback port for `source` (lavfi + encoder arguments). */
async function captureRtp(source: string[]): Promise<CapturedPacket[]> {
  const socket = createSocket('udp4');
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  socket.setRecvBufferSize(8 * 1024 * 1024);
  const { port } = socket.address() as AddressInfo;
  const packets: CapturedPacket[] = [];
  socket.on('message', (payload) =>
    packets.push({ payload, timestamp: payload.readUInt32BE(4) }),
  );
  const child = spawn(
    'ffmpeg',
    [
      '-nostdin',
      '-v',
      'error',
      ...source,
      '-f',
      'rtp',
      `rtp://127.0.0.1:${port}?pkt_size=1100`,
    ],
    {
      stdio: 'ignore',
    },
  );
  await new Promise((resolve) => child.on('close', resolve));
  await new Promise((resolve) => setTimeout(resolve, 200)); // the last datagrams
  socket.close();
  return packets;
}

/** A classic pcap (Ethernet, IPv4, UDP around each packet), microsecond timestamps. */
export function pcapFile(
  packets: Array<{ micros: number; payload: Buffer }>,
): Buffer {
  const header = Buffer.alloc(24);
  header.writeUInt32LE(0xa1b2c3d4, 0);
  header.writeUInt16LE(2, 4);
  header.writeUInt16LE(4, 6);
  header.writeUInt32LE(65535, 16);
  header.writeUInt32LE(1, 20); // LINKTYPE_ETHERNET
  const records = packets.map(({ micros, payload }) => {
    const frame = Buffer.alloc(14 + 20 + 8);
    frame.writeUInt16BE(0x0800, 12); // IPv4
    frame[14] = 0x45;
    frame.writeUInt16BE(20 + 8 + payload.length, 16);
    frame[22] = 64;
    frame[23] = 17; // UDP
    frame.set([127, 0, 0, 1], 26);
    frame.set([127, 0, 0, 1], 30);
    frame.writeUInt16BE(5004, 34);
    frame.writeUInt16BE(5006, 36);
    frame.writeUInt16BE(8 + payload.length, 38);
    const record = Buffer.alloc(16);
    record.writeUInt32LE(Math.floor(micros / 1e6), 0);
    record.writeUInt32LE(micros % 1e6, 4);
    record.writeUInt32LE(frame.length + payload.length, 8);
    record.writeUInt32LE(frame.length + payload.length, 12);
    return Buffer.concat([record, frame, payload]);
  });
  return Buffer.concat([header, ...records]);
}

export interface MjrSpec {
  kind: 'audio' | 'video';
  seconds: number;
  /** When the first packet arrived, µs since the epoch. */
  firstPacketMicros: number;
  /** [from, to) seconds of media whose packets never arrived (the sender stopped). */
  gap?: [number, number];
}

/**
 * A real Janus recording at `path`: ffmpeg sends VP8 (a red picture) or Opus (a tone) over
 * RTP, each packet is stamped at its media time from `firstPacketMicros` (as if it arrived in
 * real time), written to a pcap, and pcap2mjr makes the .mjr of it.
 */
export async function janusRecording(
  path: string,
  spec: MjrSpec,
): Promise<string> {
  const video = spec.kind === 'video';
  const source = video
    ? [
        '-f',
        'lavfi',
        '-i',
        `color=c=red:s=320x240:r=15:d=${spec.seconds}`,
        '-c:v',
        'libvpx',
        '-b:v',
        '200k',
        '-deadline',
        'realtime',
        '-cpu-used',
        '8',
        '-g',
        '15',
      ]
    : [
        '-f',
        'lavfi',
        '-i',
        `sine=f=440:d=${spec.seconds}`,
        '-ac',
        '2',
        '-c:a',
        'libopus',
      ];
  const packets = await captureRtp(source);
  const clock = video ? 90_000 : 48_000;
  const first = defined(packets[0]).timestamp;
  const timed = packets
    .map(({ payload, timestamp }) => ({
      payload,
      at: (timestamp - first) / clock,
    }))
    .filter(({ at }) => !spec.gap || at < spec.gap[0] || at >= spec.gap[1])
    .map(({ payload, at }) => ({
      payload,
      micros: spec.firstPacketMicros + Math.round(at * 1e6),
    }));
  const pcap = `${path}.pcap`;
  await writeFile(pcap, pcapFile(timed));
  await run('pcap2mjr', ['-c', video ? 'vp8' : 'opus', '-s', '0', pcap, path]);
  return path;
}

export const janusName = (
  room: number,
  feed: number,
  created: number,
  kind: string,
  mid: number,
) => `videoroom-${room}-user-${feed}-${created}-${kind}-${mid}.mjr`;

export const inDir = (dir: string) => (name: string) => join(dir, name);
