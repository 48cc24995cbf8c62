import { analytics, setAnalyticsSink } from '@ruume/api-client';
import { analyticsSupported, startAnalytics } from './analytics-client';

afterEach(() => setAnalyticsSink(null));

it('is supported with cookies and storage, and not under Do Not Track', () => {
  expect(
    analyticsSupported({
      window,
      navigator: { cookieEnabled: true, doNotTrack: null } as Navigator,
    }),
  ).toBe(true);
  expect(
    analyticsSupported({
      window,
      navigator: { cookieEnabled: true, doNotTrack: '1' } as Navigator,
    }),
  ).toBe(false);
  expect(
    analyticsSupported({
      window,
      navigator: { cookieEnabled: false } as Navigator,
    }),
  ).toBe(false);
  expect(analyticsSupported({})).toBe(false);
});

it('starts nothing and sends nothing when no key is configured', async () => {
  const fetchSpy = jest.spyOn(globalThis, 'fetch');
  expect(await startAnalytics({ analyticsKey: null } as never, true)).toBe(
    false,
  );
  analytics.pageView('/dashboard');
  analytics.track('sign_up');
  expect(fetchSpy).not.toHaveBeenCalled();
  fetchSpy.mockRestore();
});

it('starts nothing where the environment does not support it', async () => {
  expect(
    await startAnalytics(
      { analyticsKey: 'phc_key', analyticsHost: null } as never,
      false,
    ),
  ).toBe(false);
});
