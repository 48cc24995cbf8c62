// For the browser tests only (docs/live-room-ui.md), in a folder of its own: the browser tests
// run against the production build, so it ships, but does nothing unless they ask. With
// localStorage['ruume.e2e'] === '1',
// window.__ruumeRoom.peerStats() reads what each peer link received and mediaMode how media
// flows (peer to peer, through the SFU, or watched as the audience). Nothing is exposed otherwise.
import type { BudgetReport, ReceivedVideo } from '../live/downlink-budget';
import type {
  ConnectionQuality,
  MediaTransport,
} from '../live/media-transport';
import type { OwnLink } from '../live/own-connection';
import type { MediaSnapshot } from '../live/room-snapshot';
import { SfuTransport } from '../live/sfu-transport';
import { WatchTransport } from '../live/watch-transport';

export const E2E_STORAGE_KEY = 'ruume.e2e';

export interface RuumeRoomE2e {
  /** How media flows for this page right now: peer to peer, through the SFU, or watched. */
  readonly mediaMode: 'mesh' | 'sfu' | 'watch' | null;
  /** Where the SFU or watch transport stands (null on the mesh): said when media does not flow. */
  diagnostics(): unknown;
  peerStats(): Promise<
    Record<string, { framesDecoded: number; bytesReceived: number }>
  >;
  /**
   * Each remote camera received through Janus (SFU or watched), by participant: the layer its
   * tile wants, the layer asked under the downlink's budget, the one Janus said it switched to,
   * and the decoded frame height. Empty on the mesh.
   */
  receivedVideos(): Promise<Record<string, ReceivedVideo>>;
  /**
   * Each SFU connection's RTP as getStats tells it (the camera's layers sent, the videos
   * received, the link), the fields that say why video stopped; empty on the mesh.
   */
  rtpStats(): Promise<Record<string, Record<string, unknown>[]>>;
  /** The downlink's layer budget (null on the mesh): bps null means no cap. */
  layerBudget(): BudgetReport | null;
  /** Each person's connection as their tile shows it (the last measurement, every 2 s). */
  quality(): Record<string, ConnectionQuality>;
  /** Our own connection each way, as the page tells the person (poor: the hint shows). */
  ownLink(): OwnLink;
}

type E2eWindow = typeof globalThis & { __ruumeRoom?: RuumeRoomE2e };

const e2eEnabled = (): boolean => {
  try {
    return globalThis.localStorage?.getItem(E2E_STORAGE_KEY) === '1';
  } catch {
    return false;
  }
};

/** What getStats says of a stream that tells why video stopped: sent, lost, asked again, decoded. */
const RTP_FIELDS: Record<string, string[]> = {
  'outbound-rtp': [
    'kind',
    'rid',
    'active',
    'packetsSent',
    'framesEncoded',
    'frameHeight',
    'targetBitrate',
    'qualityLimitationReason',
    'pliCount',
    'nackCount',
  ],
  'remote-inbound-rtp': ['kind', 'packetsLost', 'fractionLost'],
  'inbound-rtp': [
    'kind',
    'mid',
    'packetsReceived',
    'packetsLost',
    'nackCount',
    'pliCount',
    'framesDecoded',
    'keyFramesDecoded',
    'frameHeight',
    'freezeCount',
  ],
  'candidate-pair': [
    'state',
    'nominated',
    'currentRoundTripTime',
    'availableOutgoingBitrate',
  ],
};

function rtpFields(entry: Record<string, unknown>): Record<string, unknown>[] {
  const fields = RTP_FIELDS[String(entry['type'])];
  if (!fields || (entry['type'] === 'candidate-pair' && !entry['nominated']))
    return [];
  return [
    Object.fromEntries([
      ['type', entry['type']],
      ...fields.map((field) => [field, entry[field]]),
    ]),
  ];
}

/** Exposes the transport's stats when the e2e flag is set; returns the undo. */
export function exposeForE2e(
  transport: () => MediaTransport | null,
  media: () => Pick<MediaSnapshot, 'quality' | 'ownLink'>,
): () => void {
  if (!e2eEnabled()) return () => undefined;
  const target = globalThis as E2eWindow;
  const hook: RuumeRoomE2e = {
    get mediaMode() {
      const current = transport();
      if (!current) return null;
      if (current instanceof WatchTransport) return 'watch';
      return current instanceof SfuTransport ? 'sfu' : 'mesh';
    },
    diagnostics() {
      const current = transport();
      return current instanceof SfuTransport ||
        current instanceof WatchTransport
        ? current.describe()
        : null;
    },
    async receivedVideos() {
      const current = transport();
      return current instanceof SfuTransport ||
        current instanceof WatchTransport
        ? current.receivedVideos()
        : {};
    },
    async rtpStats() {
      const current = transport();
      if (!(current instanceof SfuTransport)) return {};
      const connections = await current.statsEntries();
      return Object.fromEntries(
        Object.entries(connections).map(([name, entries]) => [
          name,
          entries.flatMap(rtpFields),
        ]),
      );
    },
    quality: () => media().quality,
    ownLink: () => media().ownLink,
    layerBudget() {
      const current = transport();
      return current instanceof SfuTransport ||
        current instanceof WatchTransport
        ? current.budgetReport()
        : null;
    },
    async peerStats() {
      const stats = (await transport()?.stats()) ?? {};
      return Object.fromEntries(
        Object.entries(stats).map(([id, s]) => [
          id,
          { framesDecoded: s.framesDecoded, bytesReceived: s.bytesReceived },
        ]),
      );
    },
  };
  target.__ruumeRoom = hook;
  return () => {
    if (target.__ruumeRoom === hook) delete target.__ruumeRoom;
  };
}
