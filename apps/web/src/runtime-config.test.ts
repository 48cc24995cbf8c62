import { readRuntimeConfig } from './runtime-config';

const injected = {
  sentryDsn: 'https://key@errors.example.com/1',
  sentryEnvironment: 'production',
  analyticsKey: null,
  analyticsHost: null,
  publicUrl: 'https://ruume.example',
  paymentsTestMode: true,
};

it('reads the config the server injected', () => {
  expect(readRuntimeConfig(injected)).toEqual(injected);
});

it('turns everything optional off when none or a broken one was injected', () => {
  for (const source of [
    undefined,
    { ...injected, sentryDsn: 42 },
    { ...injected, paymentsTestMode: 'yes' },
  ]) {
    expect(readRuntimeConfig(source)).toEqual({
      sentryDsn: null,
      sentryEnvironment: null,
      analyticsKey: null,
      analyticsHost: null,
      publicUrl: 'http://localhost',
      paymentsTestMode: false,
    });
  }
});
