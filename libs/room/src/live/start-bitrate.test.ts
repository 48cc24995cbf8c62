import { START_BITRATE_KBPS, withStartBitrate } from './start-bitrate';

const sdp = (...lines: string[]) => [...lines, ''].join('\r\n');
const parameter = `x-google-start-bitrate=${START_BITRATE_KBPS}`;

describe('withStartBitrate', () => {
  it('adds the start bitrate to each camera codec, its own line where it had none', () => {
    const answer = withStartBitrate({
      type: 'answer',
      sdp: sdp(
        'm=audio 9 UDP/TLS/RTP/SAVPF 111',
        'a=rtpmap:111 opus/48000/2',
        'a=fmtp:111 minptime=10;useinbandfec=1',
        'm=video 9 UDP/TLS/RTP/SAVPF 96 97 98',
        'a=rtpmap:96 VP8/90000',
        'a=rtcp-fb:96 nack pli',
        'a=rtpmap:97 rtx/90000',
        'a=fmtp:97 apt=96',
        'a=rtpmap:98 H264/90000',
        'a=fmtp:98 profile-level-id=42e01f;packetization-mode=1',
      ),
    });
    expect(answer.type).toBe('answer');
    expect(answer.sdp).toBe(
      sdp(
        'm=audio 9 UDP/TLS/RTP/SAVPF 111',
        'a=rtpmap:111 opus/48000/2',
        'a=fmtp:111 minptime=10;useinbandfec=1',
        'm=video 9 UDP/TLS/RTP/SAVPF 96 97 98',
        'a=rtpmap:96 VP8/90000',
        `a=fmtp:96 ${parameter}`,
        'a=rtcp-fb:96 nack pli',
        'a=rtpmap:97 rtx/90000',
        'a=fmtp:97 apt=96',
        'a=rtpmap:98 H264/90000',
        `a=fmtp:98 profile-level-id=42e01f;packetization-mode=1;${parameter}`,
      ),
    );
  });

  it('leaves a description that has no video, or already says its start, as it is', () => {
    const audio = {
      type: 'offer' as const,
      sdp: sdp('a=rtpmap:111 opus/48000/2'),
    };
    expect(withStartBitrate(audio)).toBe(audio);
    const said = {
      type: 'offer' as const,
      sdp: sdp('a=rtpmap:96 VP8/90000', 'a=fmtp:96 x-google-start-bitrate=300'),
    };
    expect(withStartBitrate(said)).toBe(said);
    const rollback = { type: 'rollback' as const };
    expect(withStartBitrate(rollback)).toBe(rollback);
  });
});
