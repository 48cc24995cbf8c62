// Meetings on bad networks. Where UDP is blocked (hotel and corporate networks) the browsers'
// own UDP goes nowhere, so only TURN over TCP to the server's coturn can carry their media: a
// peer-to-peer pair reaches each other through the relay, and a room on the SFU reaches Janus
// through it (Janus's candidates are trickled apart from its SDP and must be applied for that).
// Where UDP is lost at random, a room on the SFU keeps decoding everyone (retransmissions and
// key frame requests). The networks are nftables rules inside the e2e run's own network
// namespace (support/network.ts), so this spec runs alone on a server of its own
// (serial-specs.cjs). How well each holds, in numbers, is `npm run bench:network`'s.
import type { Page } from 'playwright-core';
import { signInThroughForm } from './support/accounts';
import { ApiSession } from './support/api-session';
import { useBrowser } from './support/browser';
import {
  decodesVideoFrom,
  inRoom,
  join,
  mediaModeOf,
  peerStats,
  roomPage,
} from './support/live-room';
import {
  applyNetwork,
  canShapeNetwork,
  udpLoss,
  UDP_BLOCKED,
  type Network,
} from './support/network';
import { upgradeTo } from './support/plans';
import { stockRoomOf } from './support/rooms';
import { socketParticipant } from './support/room-socket';
import {
  firstAdmin,
  startServer,
  stopServer,
  type RuumeServer,
} from './support/stack';

describe('meetings on bad networks', () => {
  let server: RuumeServer | undefined;
  beforeAll(async () => {
    if (!canShapeNetwork())
      throw new Error(
        'network.e2e needs its own network namespace with nft (run it through tools/e2e/loopback-netns.mjs as root, with nftables installed)',
      );
    server = await startServer({ label: 'network' });
  });
  afterAll(() => stopServer(server));
  const base = () => server?.url ?? 'about:blank';
  const browser = useBrowser({ media: true, baseURL: base });
  let upgraded = false;

  /** Runs `test` on `network`, lifted afterwards whatever happened. */
  async function on(network: Network, test: () => Promise<void>) {
    const lift = applyNetwork(network);
    try {
      await test();
    } finally {
      lift();
    }
  }

  /** The first admin, professional (rooms past peer-to-peer), in a fresh stock room, and a guest. */
  async function hostAndGuest(guestName: string) {
    if (!server) throw new Error('the server did not start');
    const account = firstAdmin(server);
    const hostPage = await roomPage(async () => browser.page);
    await signInThroughForm(hostPage, account.email, account.password);
    if (!upgraded) {
      await upgradeTo(hostPage, hostPage.context(), 'professional');
      upgraded = true;
    }
    const api = new ApiSession(base());
    await api.signIn(account.email, account.password);
    const roomId = await stockRoomOf(api);
    await join(hostPage, roomId);
    await inRoom(hostPage, roomId);
    const guest = await roomPage(() => browser.newPage());
    await join(guest, roomId, guestName);
    await inRoom(guest, roomId);
    return { hostPage, guest, roomId };
  }

  /** Three more people (sockets, no media) take the room past peer-to-peer, until `run` ends. */
  async function pastPeerToPeer(roomId: string, run: () => Promise<void>) {
    const seated = [];
    try {
      for (const n of [3, 4, 5])
        seated.push(await socketParticipant(base(), roomId, `seat ${n}`));
      expect(seated.map((person) => person.answer)).toEqual([
        'welcome',
        'welcome',
        'welcome',
      ]);
      await run();
    } finally {
      for (const person of seated) person.close();
    }
  }

  /** Both pages decode each other's video through the SFU, and keep decoding. */
  async function bothDecodeOnTheSfu(hostPage: Page, guest: Page) {
    for (const [page, who, other] of [
      [hostPage, 'the host', { 'the guest': guest }],
      [guest, 'the guest', { 'the host': hostPage }],
    ] as const) {
      await decodesVideoFrom(page, 1, who, other);
      expect(await mediaModeOf(page)).toBe('sfu');
      expect(Object.keys(await peerStats(page))).toHaveLength(1);
    }
    await expect(
      guest.getByText('we cannot reach the video server from here').count(),
    ).resolves.toBe(0);
  }

  it('with UDP blocked, two people decode each other peer to peer through the relay', () =>
    on(UDP_BLOCKED, async () => {
      const { hostPage, guest } = await hostAndGuest('ada guest');
      await decodesVideoFrom(hostPage, 1, 'the host');
      await decodesVideoFrom(guest, 1, 'the guest');
      expect(await mediaModeOf(guest)).toBe('mesh');
    }));

  it('with UDP blocked, a room on the SFU reaches Janus through the relay', () =>
    on(UDP_BLOCKED, async () => {
      const { hostPage, guest, roomId } = await hostAndGuest('bo guest');
      await pastPeerToPeer(roomId, () => bothDecodeOnTheSfu(hostPage, guest));
    }));

  it('with 15 % of UDP lost on every hop, a room on the SFU keeps decoding everyone', () =>
    on(udpLoss(15), async () => {
      const { hostPage, guest, roomId } = await hostAndGuest('cy guest');
      await pastPeerToPeer(roomId, () => bothDecodeOnTheSfu(hostPage, guest));
    }));
});
