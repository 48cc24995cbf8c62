// The bitrate a new video sender starts at. Chromium starts at 300 kbps, too little for a 720p
// camera: its encoder drops the first frames while it scales the picture down, about 200 ms
// before the other side sees anything (`npm run bench:join`, docs/benchmarks.md). Chromium reads
// `x-google-start-bitrate` from the video codecs of the description it applies as remote; other
// browsers ignore it. Congestion control still brings a slower link down within a second.
export const START_BITRATE_KBPS = 1_000;

const PARAMETER = 'x-google-start-bitrate';
const VIDEO_CODEC = /^a=rtpmap:(\d+) (VP8|VP9|H264|AV1)\/90000$/i;
const FORMAT = /^a=fmtp:(\d+) /;

/** `description` with every camera codec it offers or accepts starting at START_BITRATE_KBPS. */
export function withStartBitrate<T extends RTCSessionDescriptionInit>(
  description: T,
): T {
  if (!description.sdp || description.sdp.includes(PARAMETER))
    return description;
  const lines = description.sdp.split('\r\n');
  const codecs = new Set(
    lines.flatMap((line) => VIDEO_CODEC.exec(line)?.[1] ?? []),
  );
  if (codecs.size === 0) return description;
  const formatted = new Set(
    lines.flatMap((line) => FORMAT.exec(line)?.[1] ?? []),
  );
  const parameter = `${PARAMETER}=${START_BITRATE_KBPS}`;
  const sdp = lines
    .flatMap((line) => {
      const format = FORMAT.exec(line)?.[1];
      if (format && codecs.has(format)) return [`${line};${parameter}`];
      const codec = VIDEO_CODEC.exec(line)?.[1];
      // A codec with no parameters of its own gets a line for this one, right after its rtpmap.
      if (codec && !formatted.has(codec))
        return [line, `a=fmtp:${codec} ${parameter}`];
      return [line];
    })
    .join('\r\n');
  return { ...description, sdp };
}
