import { createAppStore } from '@ruume/api-client';
import {
  endpointCaller,
  stillPending,
  type EndpointArgs,
} from '@ruume/api-client/testing';
import {
  accessResultSchema,
  recordingListSchema,
  monetizationCheckSchema,
} from '@ruume/contracts';
import { shareApi } from './api/share-api';
import {
  buyerEmail,
  monetizationChecks,
  shareCheckoutUrls,
  sharedRecordings,
  shareHandlers,
  shareHandlersCheckoutFailing,
  shareHandlersCheckoutPending,
  shareHandlersFailing,
  shareHandlersLoading,
  shareHandlersWithoutFlags,
  shareIds,
} from './testing';
import { setupApiMocks } from '@ruume/jest-support/api-mocks';

const server = setupApiMocks(...shareHandlers);

const shareId = shareIds.paidAndDonation;
const checkout = {
  shareId,
  shareUrl: `http://localhost/share/r/${shareId}`,
  successUrlRoute: `share/r/${shareId}/download`,
  cancelUrlRoute: `share/r/${shareId}`,
};

/** A realistic argument for every endpoint; the compiler fails here when the slice gains one. */
const calls = {
  monetizationCheck: { shareId },
  checkAccess: { shareId, email: buyerEmail },
  createRecordingCheckout: {
    ...checkout,
    paymentType: 'Recording',
    email: 'new.visitor@example.com',
  },
} satisfies EndpointArgs<typeof shareApi.endpoints>;

const { endpoints, start, call } = endpointCaller(shareApi, calls);
const variants = [
  'free',
  'paidOnly',
  'donationOnly',
  'paidAndDonation',
] as const;

describe('shareHandlers', () => {
  it.each(endpoints)('answer %s', async (endpoint) => {
    const { error } = await call(createAppStore(), endpoint);
    expect(error).toBeUndefined();
  });

  it.each(variants)(
    'check-monetized answers the %s variant for its share id',
    async (variant) => {
      const { data } = await call(createAppStore(), 'monetizationCheck', {
        shareId: shareIds[variant],
      });
      expect(monetizationCheckSchema.parse(data)).toEqual(
        monetizationChecks[variant],
      );
    },
  );

  it('an unknown share id is not found (the recording-not-found screen)', async () => {
    const { error } = await call(createAppStore(), 'monetizationCheck', {
      shareId: shareIds.missing,
    });
    expect(error).toMatchObject({ status: 404, data: { error: 'NOT_FOUND' } });
  });

  it('grant the buyer a download token, whatever the case of their email', async () => {
    const { data } = await call(createAppStore(), 'checkAccess', {
      shareId,
      email: buyerEmail.toUpperCase(),
    });
    const access = accessResultSchema.parse(data);
    expect(access.accessGranted).toBe(true);
    expect(access.token).toEqual(expect.any(String));
  });

  it('refuse anyone else, without a token', async () => {
    const { data } = await call(createAppStore(), 'checkAccess', {
      shareId,
      email: 'new.visitor@example.com',
    });
    expect(data).toEqual({ accessGranted: false, token: null });
  });

  it('send purchases and donations to their checkouts', async () => {
    const store = createAppStore();
    expect((await call(store, 'createRecordingCheckout')).data).toEqual({
      url: shareCheckoutUrls.Recording,
    });
    // Donating needs no email.
    expect(
      (
        await call(store, 'createRecordingCheckout', {
          ...checkout,
          paymentType: 'Donation',
        })
      ).data,
    ).toEqual({
      url: shareCheckoutUrls.Donation,
    });
    expect(shareCheckoutUrls.Recording).not.toBe(shareCheckoutUrls.Donation);
  });

  it('refuse a purchase without an email as the api does', async () => {
    const { error } = await call(createAppStore(), 'createRecordingCheckout', {
      ...checkout,
      paymentType: 'Recording',
    });
    expect(error).toMatchObject({
      status: 400,
      data: {
        error: 'VALIDATION_ERROR',
        message: expect.stringContaining('email'),
      },
    });
  });

  it('serve valid fixtures, one recording per variant', () => {
    expect(recordingListSchema.parse(sharedRecordings)).toEqual(
      sharedRecordings,
    );
    expect(new Set(variants.map((variant) => shareIds[variant])).size).toBe(
      variants.length,
    );
    expect(
      sharedRecordings.map((recording) => recording.shareId),
    ).not.toContain(shareIds.missing);
  });
});

describe('share state handlers', () => {
  it.each(endpoints)(
    'Failing: %s fails with the api’s 503',
    async (endpoint) => {
      server.use(...shareHandlersFailing);
      const { error } = await call(createAppStore(), endpoint);
      expect(error).toEqual({
        status: 503,
        data: {
          error: 'DATABASE_UNAVAILABLE',
          message:
            'the service is temporarily unavailable; please try again later',
        },
      });
    },
  );

  it('CheckoutFailing: the recording is found, the access check and checkout fail', async () => {
    server.use(...shareHandlersCheckoutFailing);
    const store = createAppStore();
    expect((await call(store, 'monetizationCheck')).data).toEqual(
      monetizationChecks.paidAndDonation,
    );
    const failed = {
      status: 500,
      data: { error: 'INTERNAL_ERROR', message: 'sorry, something went wrong' },
    };
    expect((await call(store, 'checkAccess')).error).toEqual(failed);
    expect((await call(store, 'createRecordingCheckout')).error).toEqual(
      failed,
    );
  });

  it.each(endpoints)('Loading: %s never answers', async (endpoint) => {
    server.use(...shareHandlersLoading);
    await expect(stillPending(start(createAppStore(), endpoint))).resolves.toBe(
      true,
    );
  });

  it('CheckoutPending: the recording is found, the access check and checkout never answer', async () => {
    server.use(...shareHandlersCheckoutPending);
    const store = createAppStore();
    expect((await call(store, 'monetizationCheck')).data).toEqual(
      monetizationChecks.paidAndDonation,
    );
    await expect(stillPending(start(store, 'checkAccess'))).resolves.toBe(true);
    await expect(
      stillPending(start(store, 'createRecordingCheckout')),
    ).resolves.toBe(true);
  });

  it('WithoutFlags: check-monetized answers neither flag', async () => {
    server.use(...shareHandlersWithoutFlags);
    const { data } = await call(createAppStore(), 'monetizationCheck');
    expect(data).toEqual({});
  });
});
