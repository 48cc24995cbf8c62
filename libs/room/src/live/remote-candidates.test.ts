// Janus's trickled candidates reach the PeerConnection of the handle they name, those that come
// before the remote description once it is set (WebRTC does not run here: a recording
// PeerConnection stands in for the browser's, a scripted socket for Janus).
import { JanusSession, type JanusSocketConstructor } from './janus-browser';
import { applyRemoteCandidates } from './remote-candidates';

/** A socket that answers `create` and `attach` as Janus does, and lets the test speak as Janus. */
class ScriptedJanus {
  static last: ScriptedJanus;
  readyState = 1;
  onmessage: ((event: { data: string }) => void) | null = null;
  onopen: (() => void) | null = null;
  onclose: (() => void) | null = null;
  /** The session is 101, its handles 102, 103…. */
  private handles = 100;
  constructor() {
    ScriptedJanus.last = this;
    queueMicrotask(() => this.onopen?.());
  }
  send(text: string) {
    const { janus, transaction } = JSON.parse(text) as Record<string, string>;
    if (janus === 'create' || janus === 'attach')
      this.say({ janus: 'success', transaction, data: { id: ++this.handles } });
  }
  say(message: Record<string, unknown>) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  close() {
    this.readyState = 3;
  }
}

class RecordingPeerConnection {
  remoteDescription: RTCSessionDescriptionInit | null = null;
  signalingState = 'stable';
  readonly added: RTCIceCandidateInit[] = [];
  private listener: (() => void) | null = null;
  addEventListener(_type: string, listener: () => void) {
    this.listener = listener;
  }
  async addIceCandidate(candidate: RTCIceCandidateInit) {
    this.added.push(candidate);
  }
  setRemote(description: RTCSessionDescriptionInit) {
    this.remoteDescription = description;
    this.signalingState = 'have-remote-offer';
    this.listener?.();
  }
}

const candidate = (n: number) => ({
  candidate: `candidate:${n} 1 udp 2122260223 127.0.0.2 4000${n} typ host`,
  sdpMid: '0',
  sdpMLineIndex: 0,
});

async function handlesOnJanus() {
  const session = await JanusSession.open(
    'ws://janus.test',
    'token',
    ScriptedJanus as unknown as JanusSocketConstructor,
  );
  const first = await session.attach('janus.plugin.videoroom');
  const second = await session.attach('janus.plugin.videoroom');
  return { janus: ScriptedJanus.last, first, second, session };
}

describe('Janus candidates', () => {
  it('are applied to the PeerConnection of the handle Janus names', async () => {
    const { janus, first, second, session } = await handlesOnJanus();
    const pcOfFirst = new RecordingPeerConnection();
    const pcOfSecond = new RecordingPeerConnection();
    applyRemoteCandidates(first, pcOfFirst as unknown as RTCPeerConnection);
    applyRemoteCandidates(second, pcOfSecond as unknown as RTCPeerConnection);
    pcOfFirst.setRemote({ type: 'answer', sdp: 'v=0' });
    pcOfSecond.setRemote({ type: 'offer', sdp: 'v=0' });

    janus.say({ janus: 'trickle', sender: 103, candidate: candidate(1) });
    janus.say({ janus: 'trickle', sender: 102, candidate: candidate(2) });
    janus.say({
      janus: 'trickle',
      sender: 102,
      candidate: { completed: true },
    });

    expect(pcOfFirst.added).toEqual([candidate(2)]);
    expect(pcOfSecond.added).toEqual([candidate(1)]);
    session.close();
  });

  it('that arrive before the remote description wait for it', async () => {
    const { janus, first, session } = await handlesOnJanus();
    const pc = new RecordingPeerConnection();
    applyRemoteCandidates(first, pc as unknown as RTCPeerConnection);

    janus.say({ janus: 'trickle', sender: 102, candidate: candidate(1) });
    janus.say({ janus: 'trickle', sender: 102, candidate: candidate(2) });
    expect(pc.added).toEqual([]);

    pc.setRemote({ type: 'offer', sdp: 'v=0' });
    expect(pc.added).toEqual([candidate(1), candidate(2)]);
    janus.say({ janus: 'trickle', sender: 102, candidate: candidate(3) });
    expect(pc.added).toHaveLength(3);
    session.close();
  });
});
