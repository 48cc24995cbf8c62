// Opus with RED (RFC 2198) between two browsers: each audio packet also carries the one before
// it, so the audio of a lost packet arrives with the next and the voice keeps no gap at 15 %
// loss (Opus's in-band FEC alone repairs far less). It costs about twice the voice's bitrate
// (≈ 35 kbps more), little beside a camera. Peer to peer only: Janus 1.1.2's VideoRoom does not
// negotiate RED (only its EchoTest does), so the SFU relies on in-band FEC.
const RED = 'audio/red';

type CodecSource = () => RTCRtpCodec[] | undefined;

const browserAudioCodecs: CodecSource = () =>
  typeof RTCRtpReceiver === 'undefined'
    ? undefined
    : RTCRtpReceiver.getCapabilities?.('audio')?.codecs;

/**
 * Puts RED first among the audio codecs `transceiver` offers, where the browser has it; the
 * other end answers in the same order, or with plain Opus when it has no RED.
 */
export function preferRedundantAudio(
  transceiver: Pick<RTCRtpTransceiver, 'setCodecPreferences'>,
  codecs: CodecSource = browserAudioCodecs,
): boolean {
  const available = codecs() ?? [];
  const isRed = (codec: RTCRtpCodec) => codec.mimeType.toLowerCase() === RED;
  if (!available.some(isRed) || !transceiver.setCodecPreferences) return false;
  transceiver.setCodecPreferences([
    ...available.filter(isRed),
    ...available.filter((codec) => !isRed(codec)),
  ]);
  return true;
}
