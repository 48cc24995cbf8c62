// Every browser: Debian's Firefox ESR (support/firefox.ts: its host addresses hidden behind
// mDNS names, as a person's Firefox has them) meets Chromium in a live room peer to peer, then
// on the SFU where it publishes and subscribes, and watches a stage as the audience through
// Janus's Streaming mountpoints; each side decodes the other. A screen share headless Firefox
// cannot make is said in the room. One server of its own (Janus runs in it), alone in the
// serial run (serial-specs.cjs): a Chromium host, up to two Firefox pages.
import { signInThroughForm } from './support/accounts';
import { ApiSession } from './support/api-session';
import { useBrowser } from './support/browser';
import {
  inRoomInFirefox,
  joinInFirefox,
  useFirefox,
  watchInFirefox,
} from './support/firefox';
import {
  decodesVideoFrom,
  eventually,
  inRoom,
  join,
  mediaModeOf,
  roomPage,
} from './support/live-room';
import { upgradeToStudent } from './support/plans';
import { socketParticipant } from './support/room-socket';
import { stockRoomOf } from './support/rooms';
import {
  firstAdmin,
  startServer,
  stopServer,
  type RuumeServer,
} from './support/stack';

/** ROOM_MESH_MAX_PARTICIPANTS in libs/contracts/src/room/room.ts: one more moves to the SFU. */
const MESH_MAX_PARTICIPANTS = 4;

describe('Firefox beside Chromium', () => {
  let server: RuumeServer | undefined;
  beforeAll(async () => {
    server = await startServer({ label: 'firefox' });
  });
  afterAll(() => stopServer(server));
  const base = () => server?.url ?? 'about:blank';
  const chromium = useBrowser({ media: true, baseURL: base });
  const firefox = useFirefox({ baseURL: base });
  let student = false;

  /** The server's first admin, a student (an audience), in the Chromium page of a fresh room. */
  async function chromiumHostInRoom() {
    if (!server) throw new Error('the server did not start');
    const host = firstAdmin(server);
    const hostPage = await roomPage(async () => chromium.page);
    await signInThroughForm(hostPage, host.email, host.password);
    if (!student) {
      await upgradeToStudent(hostPage, chromium.context);
      student = true;
    }
    const api = new ApiSession(base());
    await api.signIn(host.email, host.password);
    const roomId = await stockRoomOf(api);
    await join(hostPage, roomId);
    await inRoom(hostPage, roomId);
    return { hostPage, roomId };
  }

  it('peer to peer: Chromium and Firefox decode each other', async () => {
    const { hostPage, roomId } = await chromiumHostInRoom();
    const fox = await firefox.newRoomPage(`/m/${roomId}`);
    await joinInFirefox(fox, 'fox guest');
    await inRoomInFirefox(fox, roomId);

    await decodesVideoFrom(hostPage, 1, 'the Chromium host');
    await decodesVideoFrom(fox, 1, 'the Firefox guest');
    expect([await mediaModeOf(hostPage), await mediaModeOf(fox)]).toEqual([
      'mesh',
      'mesh',
    ]);

    // Headless Firefox has no screen to share (NotFoundError): the room says so.
    await fox.locator('::-p-aria([name="share"][role="button"])').click();
    await fox.locator('::-p-text(your screen is not shared)').wait();
    await fox.locator('::-p-text(found nothing it can share)').wait();
  });

  it('on the SFU Firefox publishes and subscribes beside Chromium, and watches the stage as the audience', async () => {
    const { hostPage, roomId } = await chromiumHostInRoom();
    const fox = await firefox.newRoomPage(`/m/${roomId}`);
    await joinInFirefox(fox, 'fox guest');
    await inRoomInFirefox(fox, roomId);
    // People without a browser fill the room past peer-to-peer: it moves to the SFU.
    const seated = [];
    try {
      for (let n = 3; n <= MESH_MAX_PARTICIPANTS + 1; n++)
        seated.push(await socketParticipant(base(), roomId, `seat ${n}`));
      for (const page of [hostPage, fox])
        await eventually(
          'the room is on the SFU',
          () => mediaModeOf(page),
          (mode) => mode === 'sfu',
        );
      await decodesVideoFrom(hostPage, 1, 'the Chromium host');
      await decodesVideoFrom(fox, 1, 'the Firefox guest');

      const watcher = await firefox.newRoomPage(`/m/${roomId}`);
      await watchInFirefox(watcher, 'fox watching');
      await inRoomInFirefox(watcher, roomId);
      await decodesVideoFrom(watcher, 2, 'the Firefox watcher');
      expect(await mediaModeOf(watcher)).toBe('watch');
    } finally {
      for (const person of seated) person.close();
    }
  }, 180_000);
});
