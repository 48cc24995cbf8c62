// Each remote camera on screen as the SFU subscriber receives it: the layer its tile wants, the
// layer asked for under the downlink budget, the one Janus switched to and the decoded height
// (the e2e hook's receivedVideos(), docs/live-room-ui.md).
import type { ReceivedVideo } from './downlink-budget';
import type { StatsEntry } from './mesh-transport';
import type { SfuSubscriber } from './sfu-subscriber';
import type { FeedOwner, VideoWant } from './stage-layout';

export async function receivedVideosOf(
  subscriber: SfuSubscriber,
  owners: Map<number, FeedOwner>,
  wants: VideoWant[],
): Promise<Record<string, ReceivedVideo>> {
  const heights = new Map<string, number>();
  (await subscriber.peerConnection().getStats()).forEach(
    (entry: StatsEntry) => {
      if (entry.type === 'inbound-rtp' && entry['kind'] === 'video')
        heights.set(String(entry['mid']), Number(entry['frameHeight'] ?? 0));
    },
  );
  const videos: Record<string, ReceivedVideo> = {};
  for (const stream of subscriber.received()) {
    const owner = owners.get(stream.feed);
    if (stream.type !== 'video' || owner?.kind !== 'camera') continue;
    const want = wants.find(
      (w) => w.kind === 'camera' && w.participantId === owner.participantId,
    );
    if (!want) continue;
    videos[owner.participantId] = {
      wanted: want.layer,
      ...subscriber.layerOf(stream.subMid),
      frameHeight: heights.get(stream.subMid) || null,
    };
  }
  return videos;
}
