import { browserTabs, openInNewTab } from './open-in-new-tab';

const fakeTab = () =>
  ({
    opener: window,
    location: { href: 'about:blank' },
    close: jest.fn(),
  }) as unknown as Window & { close: jest.Mock };

afterEach(() => jest.restoreAllMocks());

it('opens the blank tab before the url is known, then sends it there', async () => {
  const tab = fakeTab();
  const openBlank = jest.spyOn(browserTabs, 'openBlank').mockReturnValue(tab);
  let answer: (value: { url: string }) => void = () => undefined;
  const opening = openInNewTab(
    () => new Promise((resolve) => (answer = resolve)),
  );
  // Synchronously, while the click is still being handled.
  expect(openBlank).toHaveBeenCalledTimes(1);
  expect(tab.opener).toBeNull();
  answer({ url: 'https://checkout.example/pay' });
  await expect(opening).resolves.toBe('new-tab');
  expect(tab.location.href).toBe('https://checkout.example/pay');
});

it('goes there in the same tab when the browser refuses a new one', async () => {
  jest.spyOn(browserTabs, 'openBlank').mockReturnValue(null);
  const assign = jest
    .spyOn(browserTabs, 'assign')
    .mockImplementation(() => undefined);
  await expect(
    openInNewTab(async () => ({ url: 'https://portal.example/' })),
  ).resolves.toBe('same-tab');
  expect(assign).toHaveBeenCalledWith('https://portal.example/');
});

it('closes the blank tab and throws on when the call fails', async () => {
  const tab = fakeTab();
  jest.spyOn(browserTabs, 'openBlank').mockReturnValue(tab);
  const failure = new Error('payments are unavailable');
  await expect(
    openInNewTab(async () => {
      throw failure;
    }),
  ).rejects.toBe(failure);
  expect(tab.close).toHaveBeenCalledTimes(1);
  expect(tab.location.href).toBe('about:blank');
});
