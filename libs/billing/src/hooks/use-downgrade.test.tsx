import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { baseApi } from '@ruume/api-client';
import { apiUrl, mockError } from '@ruume/api-client/testing';
import {
  DOWNGRADE_POLL_ATTEMPTS,
  DOWNGRADE_POLL_INTERVAL_MS,
  paymentEndpoints,
  type CurrentUser,
} from '@ruume/contracts';
import { billingUsers, createBillingStore, downgradedUser } from '../testing';
import { useDowngrade } from './use-downgrade';
import { setupApiMocks } from '@ruume/jest-support/api-mocks';

const server = setupApiMocks();
const account = billingUsers.professionalMonthly;
const subscriptionId = account.planSubscription?.id ?? 'sub_missing';

/** auth/me answers the paid plan `paidAnswers` times, then house; counts every call. */
function meAnswering(paidAnswers: number) {
  const calls = { count: 0 };
  server.use(
    http.get(apiUrl('auth/me'), () => {
      calls.count += 1;
      const user: CurrentUser =
        calls.count > paidAnswers ? downgradedUser(account) : account;
      return HttpResponse.json(user);
    }),
  );
  return calls;
}

function renderDowngrade() {
  const store = createBillingStore(account);
  const dispatch = jest.spyOn(store, 'dispatch');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>{children}</Provider>
  );
  return { store, dispatch, ...renderHook(() => useDowngrade(), { wrapper }) };
}

/** Moves the fake clock on, letting the requests it starts settle. */
const advance = (ms: number) =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });

beforeEach(() => {
  jest.useFakeTimers();
  server.use(
    http.post(
      apiUrl('payment/subscription/downgrade-to-free'),
      () => new HttpResponse(null, { status: 204 }),
    ),
  );
});
afterEach(() => jest.useRealTimers());

it('asks for the user every 500 ms and stops once the tier is house', async () => {
  const me = meAnswering(2);
  const { result, store } = renderDowngrade();
  let outcome: Promise<unknown> = Promise.resolve();
  act(() => {
    outcome = result.current.cancel(subscriptionId);
  });
  expect(result.current.status).toBe('requesting');
  await advance(0);
  expect(result.current.status).toBe('polling');

  await advance(DOWNGRADE_POLL_INTERVAL_MS - 1);
  expect(me.count).toBe(0);
  await advance(1);
  expect(me.count).toBe(1);
  await advance(DOWNGRADE_POLL_INTERVAL_MS);
  expect(me.count).toBe(2);
  expect(result.current.status).toBe('polling');
  await advance(DOWNGRADE_POLL_INTERVAL_MS);
  expect(me.count).toBe(3);
  expect(result.current.status).toBe('cancelled');
  await expect(outcome).resolves.toBe('cancelled');
  // The answer became the session's user.
  expect(store.getState().session.user?.planSubscription).toBeNull();

  await advance(DOWNGRADE_POLL_INTERVAL_MS * 5);
  expect(me.count).toBe(3);
});

it('then refreshes the user, meetings, scheduled meetings and templates', async () => {
  meAnswering(0);
  const { result, dispatch } = renderDowngrade();
  act(() => {
    void result.current.cancel(subscriptionId);
  });
  await advance(DOWNGRADE_POLL_INTERVAL_MS);
  expect(result.current.status).toBe('cancelled');
  expect(dispatch).toHaveBeenCalledWith(
    baseApi.util.invalidateTags([
      'CurrentUser',
      'Meeting',
      'ScheduledMeeting',
      'Template',
    ]),
  );
});

it(`gives up after ${DOWNGRADE_POLL_ATTEMPTS} tries and says the cancellation is pending`, async () => {
  const me = meAnswering(Number.POSITIVE_INFINITY);
  const { result } = renderDowngrade();
  act(() => {
    void result.current.cancel(subscriptionId);
  });
  await advance(DOWNGRADE_POLL_INTERVAL_MS * (DOWNGRADE_POLL_ATTEMPTS - 1));
  expect(me.count).toBe(DOWNGRADE_POLL_ATTEMPTS - 1);
  expect(result.current.status).toBe('polling');
  await advance(DOWNGRADE_POLL_INTERVAL_MS);
  expect(me.count).toBe(DOWNGRADE_POLL_ATTEMPTS);
  expect(result.current.status).toBe('pending');
  await advance(DOWNGRADE_POLL_INTERVAL_MS * 4);
  expect(me.count).toBe(DOWNGRADE_POLL_ATTEMPTS);
});

it('does not poll when the downgrade call fails', async () => {
  const me = meAnswering(0);
  server.use(mockError(paymentEndpoints.downgradeToFree, 'INTERNAL_ERROR'));
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { result } = renderDowngrade();
  act(() => {
    void result.current.cancel(subscriptionId);
  });
  await advance(DOWNGRADE_POLL_INTERVAL_MS * 3);
  expect(result.current.status).toBe('failed');
  expect(me.count).toBe(0);
});

it('stops polling when the page goes away', async () => {
  const me = meAnswering(Number.POSITIVE_INFINITY);
  const { result, unmount } = renderDowngrade();
  act(() => {
    void result.current.cancel(subscriptionId);
  });
  await advance(DOWNGRADE_POLL_INTERVAL_MS);
  expect(me.count).toBe(1);
  unmount();
  await advance(DOWNGRADE_POLL_INTERVAL_MS * 5);
  expect(me.count).toBe(1);
});
