// Meetings on a network that blocks UDP (hotel and corporate networks): the browsers' own UDP
// goes nowhere, so only TURN over TCP to the server's coturn can carry their media. A
// peer-to-peer pair reaches each other through the relay, and a room on the SFU reaches Janus
// through it (Janus's candidates are trickled apart from its SDP and must be applied for that).
// The rules are nftables rules inside the e2e run's own network namespace (support/network.ts),
// so this spec runs alone on a server of its own (serial-specs.cjs).
import { signInThroughForm } from './support/accounts';
import { ApiSession } from './support/api-session';
import { useBrowser } from './support/browser';
import {
  decodesVideoFrom,
  inRoom,
  join,
  peerStats,
  roomPage,
} from './support/live-room';
import { applyNetwork, canShapeNetwork, UDP_BLOCKED } from './support/network';
import { upgradeTo } from './support/plans';
import { stockRoomOf } from './support/rooms';
import { socketParticipant } from './support/room-socket';
import {
  firstAdmin,
  startServer,
  stopServer,
  type RuumeServer,
} from './support/stack';
import type { Page } from 'playwright-core';

const mediaModeOf = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { __ruumeRoom?: { mediaMode?: string } })
        .__ruumeRoom?.mediaMode,
  );

describe('a meeting where only TURN over TCP gets through', () => {
  let server: RuumeServer | undefined;
  let liftNetwork: (() => void) | undefined;
  beforeAll(async () => {
    if (!canShapeNetwork())
      throw new Error(
        'network.e2e needs its own network namespace with nft (run it through tools/e2e/loopback-netns.mjs as root, with nftables installed)',
      );
    server = await startServer({ label: 'network' });
    liftNetwork = applyNetwork(UDP_BLOCKED);
  });
  afterAll(async () => {
    liftNetwork?.();
    await stopServer(server);
  });
  const base = () => server?.url ?? 'about:blank';
  const browser = useBrowser({ media: true, baseURL: base });
  let upgraded = false;

  /** The first admin, professional (rooms past peer-to-peer), in a fresh stock room. */
  async function host() {
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
    return { hostPage, roomId: await stockRoomOf(api) };
  }

  it('two people decode each other peer to peer through the relay', async () => {
    const { hostPage, roomId } = await host();
    await join(hostPage, roomId);
    await inRoom(hostPage, roomId);
    const guest = await roomPage(() => browser.newPage());
    await join(guest, roomId, 'ada guest');
    await inRoom(guest, roomId);

    await decodesVideoFrom(hostPage, 1, 'the host');
    await decodesVideoFrom(guest, 1, 'the guest');
    expect(await mediaModeOf(guest)).toBe('mesh');
  });

  it('a room on the SFU reaches Janus through the relay', async () => {
    const { hostPage, roomId } = await host();
    await join(hostPage, roomId);
    await inRoom(hostPage, roomId);
    const guest = await roomPage(() => browser.newPage());
    await join(guest, roomId, 'bo guest');
    await inRoom(guest, roomId);
    // Three more people (sockets, no media) take the room past peer-to-peer.
    const seated = [];
    try {
      for (const n of [3, 4, 5])
        seated.push(await socketParticipant(base(), roomId, `seat ${n}`));
      expect(seated.map((person) => person.answer)).toEqual([
        'welcome',
        'welcome',
        'welcome',
      ]);

      for (const [page, who] of [
        [hostPage, 'the host'],
        [guest, 'the guest'],
      ] as const) {
        await decodesVideoFrom(page, 1, who);
        expect(await mediaModeOf(page)).toBe('sfu');
        expect(Object.keys(await peerStats(page))).toHaveLength(1);
      }
      await expect(
        guest.getByText('we cannot reach the video server from here').count(),
      ).resolves.toBe(0);
    } finally {
      for (const person of seated) person.close();
    }
  });
});
