import { errorCode, errorMessage, errorStatus } from './api-error';

it('reads status and code of our api errors', () => {
  const error = {
    status: 409,
    data: {
      error: 'CONFLICT',
      message: 'this email is already used by another account.',
    },
  };
  expect(errorStatus(error)).toBe(409);
  expect(errorCode(error)).toBe('CONFLICT');
  expect(errorMessage(error)).toBe(
    'this email is already used by another account.',
  );
});

it('falls back when there is no usable message', () => {
  expect(errorMessage({ status: 502, data: {} })).toBe(
    'sorry, something went wrong',
  );
  expect(
    errorMessage({ status: 500, data: { message: '   ' } }, 'fallback'),
  ).toBe('fallback');
  expect(
    errorMessage({
      status: 'FETCH_ERROR',
      data: { message: 'Failed to fetch' },
    }),
  ).toBe('sorry, something went wrong');
  expect(errorMessage(new Error('bug'))).toBe('sorry, something went wrong');
  expect(errorMessage(undefined)).toBe('sorry, something went wrong');
});

it('drops the field prefix of validation messages', () => {
  expect(
    errorMessage({
      status: 400,
      data: {
        error: 'VALIDATION_ERROR',
        message:
          'newPassword: please make sure the password meets all the criteria',
      },
    }),
  ).toBe('please make sure the password meets all the criteria');
});
