import { act, renderHook } from '@testing-library/react';
import { serverErrorField, useFormSubmit } from './use-form-submit';

/** A mutation trigger failing with `error`, as RTK Query's `.unwrap()` does. */
const failingWith = (error: unknown) => () => ({
  unwrap: () => Promise.reject(error),
});
const validation = (message: string) => ({
  status: 400,
  data: { error: 'VALIDATION_ERROR', message },
});

it('puts a refused field under it, by the api’s name or the form’s', async () => {
  const setError = jest.fn();
  const { result } = renderHook(() =>
    useFormSubmit(failingWith(validation('scheduledStartTime: too early')), {
      setError,
      fields: ['startTime', 'customRoomId'] as const,
      aliases: { scheduledStartTime: 'startTime' },
    }),
  );
  await act(() => result.current.submit({}));
  expect(setError).toHaveBeenCalledWith(
    'startTime',
    { type: 'server', message: 'too early' },
    { shouldFocus: true },
  );
  expect(result.current.failure).toBeNull();
});

it('leaves a failure the form answers itself unsaid', async () => {
  const handled = jest.fn(() => true);
  const { result } = renderHook(() =>
    useFormSubmit(failingWith({ status: 410, data: {} }), {
      setError: jest.fn(),
      fields: [],
      handled,
    }),
  );
  await act(() => result.current.submit({}));
  expect(handled).toHaveBeenCalled();
  expect(result.current.failure).toBeNull();
});

it('says SPEC’s one text when the form has one, whatever the server said', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { result } = renderHook(() =>
    useFormSubmit(
      failingWith({ status: 503, data: { message: 'database down' } }),
      {
        setError: jest.fn(),
        fields: [],
        failureText: 'sorry, something went wrong',
      },
    ),
  );
  await act(() => result.current.submit({}));
  expect(result.current.failure).toBe('sorry, something went wrong');
});

it('finds a dotted api name by its first part, and says so above the actions too', async () => {
  const setError = jest.fn();
  const { result } = renderHook(() =>
    useFormSubmit(
      failingWith(validation('monetizationDetail.participantFee: too low')),
      {
        setError,
        fields: [],
        aliases: { monetizationDetail: 'fee.participantAmount' },
        fieldFailureText: 'fix the errors above',
      },
    ),
  );
  await act(() => result.current.submit({}));
  expect(setError).toHaveBeenCalledWith(
    'fee.participantAmount',
    { type: 'server', message: 'too low' },
    { shouldFocus: true },
  );
  expect(result.current.failure).toBe('fix the errors above');
});

it('picks the text for a silent failure by what failed', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const fallback = (error: unknown) =>
    (error as { status: unknown }).status === 401
      ? 'wrong password'
      : undefined;
  const { result } = renderHook(() =>
    useFormSubmit(failingWith({ status: 401, data: {} }), { fallback }),
  );
  await act(() => result.current.submit({}));
  expect(result.current.failure).toBe('wrong password');
  const other = renderHook(() =>
    useFormSubmit(failingWith({ status: 'FETCH_ERROR', error: 'offline' }), {
      fallback,
    }),
  );
  await act(() => other.result.current.submit({}));
  expect(other.result.current.failure).toBe('sorry, something went wrong');
});

it('serves a form without react-hook-form: a validation error is its one failure', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { result } = renderHook(() =>
    useFormSubmit(failingWith(validation('name: too long')), {
      fields: ['name'] as const,
    }),
  );
  await act(() => result.current.submit({}));
  expect(result.current.failure).toBe('too long');
});

it('reads the field of a refusal for a flow that is not one submit', () => {
  expect(
    serverErrorField(validation('email: not an email'), {
      fields: ['displayName', 'email'] as const,
    }),
  ).toBe('email');
  expect(
    serverErrorField(
      { status: 409, data: { error: 'ROOM_FULL', message: 'email: x' } },
      { fields: ['email'] as const },
    ),
  ).toBeUndefined();
});
