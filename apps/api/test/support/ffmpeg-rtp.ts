// Real media for a werift publisher: ffmpeg encodes a solid colour (VP8) or a tone (Opus) in
// real time and sends its RTP to a loopback port, whose packets go out on the track (werift
// sets the negotiated payload type and SSRC). What Janus records of it decodes like a
// browser's media.
import { spawn } from 'node:child_process';
import { createSocket } from 'node:dgram';
import type { AddressInfo } from 'node:net';
import { type MediaStreamTrack, RtpPacket } from 'werift';

export interface FfmpegMedia {
  /** A colour ffmpeg knows ('red', '0x3366ff'). */
  color: string;
  /** Hz of the tone. */
  tone: number;
}

const sources = (kind: 'audio' | 'video', media: FfmpegMedia) =>
  kind === 'video'
    ? [
        ['-f', 'lavfi', '-i', `color=c=${media.color}:size=320x240:rate=15`],
        ['-c:v', 'libvpx', '-deadline', 'realtime', '-cpu-used', '8'],
        ['-b:v', '200k', '-g', '15', '-an'],
      ]
    : [
        ['-f', 'lavfi', '-i', `sine=frequency=${media.tone}:sample_rate=48000`],
        ['-c:a', 'libopus', '-b:a', '32k', '-vn'],
      ];

/** Sends `kind` from ffmpeg on `track` until stopped. */
export async function ffmpegRtp(
  kind: 'audio' | 'video',
  track: MediaStreamTrack,
  media: FfmpegMedia,
): Promise<() => void> {
  const socket = createSocket('udp4');
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  const { port } = socket.address() as AddressInfo;
  socket.on('message', (buffer) => {
    try {
      track.writeRtp(RtpPacket.deSerialize(buffer));
    } catch {
      // RTCP on the same port, or the track stopped: nothing to send.
    }
  });
  const ffmpeg = spawn(
    'ffmpeg',
    [
      '-nostdin',
      '-loglevel',
      'error',
      '-re',
      ...sources(kind, media).flat(),
      '-f',
      'rtp',
      `rtp://127.0.0.1:${port}?pkt_size=1100`,
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  return () => {
    ffmpeg.kill('SIGKILL');
    socket.close();
  };
}
