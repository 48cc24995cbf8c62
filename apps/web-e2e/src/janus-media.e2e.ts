// The SFU's media path inside the browser tests' loopback-only namespace: the local Janus the
// shared server started (apps/api, JANUS_ICE_INTERFACES=veth0 from tools/e2e/loopback-netns.mjs)
// takes one page's fake camera in a VideoRoom and another page decodes it (frames advancing).
// Signalled from Node (support/janus-media.ts), so it holds whatever the app's transport does.
import { useBrowser } from './support/browser';
import {
  createVideoRoom,
  localJanusOf,
  publishFromPage,
  subscribeFromPage,
  waitForFramesAdvancing,
} from './support/janus-media';
import { sharedDataDir } from './support/registered-user';

describe('media through the local Janus', () => {
  const browser = useBrowser({ media: true });

  it('a page publishes its camera to a VideoRoom and another page decodes its frames', async () => {
    const janus = localJanusOf(sharedDataDir());
    const room = await createVideoRoom(janus);
    // Pages on the server's origin: a secure context (127.0.0.1), so getUserMedia is allowed.
    const publisherPage = browser.page;
    const subscriberPage = await browser.newPage();
    await publisherPage.goto('/api/v1/health');
    await subscriberPage.goto('/api/v1/health');
    try {
      const publisher = await publishFromPage(publisherPage, janus, room.room);
      const subscriber = await subscribeFromPage(
        subscriberPage,
        janus,
        room.room,
        publisher.feed,
      );
      expect(
        await waitForFramesAdvancing(subscriberPage, 'subscriber', 10),
      ).toBeGreaterThan(10);
      await subscriber.close();
      await publisher.close();
    } finally {
      await room.destroy();
    }
  });
});
