// The live room across an api restart: people in a meeting are back in it, seeing each other,
// with its chat. Its server stops and starts again on the same port, so this spec runs alone
// (the e2e target's serial run, apps/web-e2e/jest.e2e-serial.config.cjs): no other spec may
// take the port while it is free.
import { signInThroughForm } from './support/accounts';
import { ApiSession } from './support/api-session';
import { useBrowser } from './support/browser';
import { decodesVideoFrom, inRoom, join, roomPage } from './support/live-room';
import {
  firstAdmin,
  startServer,
  stopServer,
  type RuumeServer,
} from './support/stack';

describe('the live room across an api restart', () => {
  let first: RuumeServer | undefined;
  let second: RuumeServer | undefined;
  beforeAll(async () => {
    first = await startServer({ label: 'live-restart-1' });
  });
  afterAll(async () => {
    await first?.stop();
    await stopServer(second ?? first);
  });
  const browser = useBrowser({
    media: true,
    baseURL: () => (second ?? first)?.url ?? 'about:blank',
  });

  it('people in a meeting are back in it, seeing each other, with its chat, after the api restarts', async () => {
    if (!first) throw new Error('the server did not start');
    const admin = firstAdmin(first);
    const api = new ApiSession(first.url);
    await api.signIn(admin.email, admin.password);
    const templates = await api.get<{ id: string; isStock: boolean }[]>(
      '/api/v1/template/list',
    );
    const meeting = await api.post<{ roomId: string }>('/api/v1/meeting/room', {
      templateId: templates.body.find((t) => t.isStock)?.id,
    });
    const { roomId } = meeting.body;

    const hostPage = await roomPage(async () => browser.page);
    await signInThroughForm(hostPage, admin.email, admin.password);
    await join(hostPage, roomId);
    await inRoom(hostPage, roomId);
    const guest = await roomPage(() => browser.newPage());
    await join(guest, roomId, 'steady guest');
    await inRoom(guest, roomId);
    await decodesVideoFrom(guest, 1, 'the guest');
    await guest.getByRole('button', { name: /^chat/ }).first().click();
    await guest
      .getByRole('textbox', { name: 'message' })
      .fill('before the restart');
    await guest.getByRole('button', { name: 'send', exact: true }).click();

    // While the api is away, the pages say they are reconnecting and their requests fail.
    browser.allowErrors(
      /WebSocket|ERR_CONNECTION_REFUSED|Failed to load resource/,
    );
    await first.stop();
    second = await startServer({
      label: 'live-restart-2',
      dataDir: first.dataDir,
      port: first.port,
    });

    await inRoom(guest, roomId);
    await inRoom(hostPage, roomId);
    await decodesVideoFrom(guest, 1, 'the guest after the restart');
    await decodesVideoFrom(hostPage, 1, 'the host after the restart');
    // Both sockets are back (chat goes through the api), and the meeting's chat was kept: the
    // state each page holds was replaced by the new server's welcome.
    await hostPage.getByRole('button', { name: /^chat/ }).first().click();
    await hostPage
      .getByRole('textbox', { name: 'message' })
      .fill('after the restart');
    await hostPage.getByRole('button', { name: 'send', exact: true }).click();
    const guestChat = guest.getByRole('log', { name: 'chat messages' });
    await guestChat.getByText('after the restart').waitFor();
    await guestChat.getByText('before the restart').waitFor();
    await hostPage
      .getByRole('log', { name: 'chat messages' })
      .getByText('before the restart')
      .waitFor();
  });
});
