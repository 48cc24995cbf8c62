import { screen } from '@testing-library/react';
import { API_ERRORS, billingMessages, messages } from '@ruume/contracts';
import { renderWithTheme } from '@ruume/ui-kit/testing';
import { LoadError } from './load-error';

it('says what failed, with the server’s message, and retries', async () => {
  const onRetry = jest.fn();
  const { user } = renderWithTheme(
    <LoadError
      error={{
        status: 503,
        data: {
          error: 'DATABASE_UNAVAILABLE',
          message: API_ERRORS.DATABASE_UNAVAILABLE.message,
        },
      }}
      onRetry={onRetry}
    />,
  );
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent(billingMessages.loadFailedTitle);
  expect(alert).toHaveTextContent(API_ERRORS.DATABASE_UNAVAILABLE.message);
  await user.click(
    screen.getByRole('button', { name: billingMessages.tryAgain }),
  );
  expect(onRetry).toHaveBeenCalledTimes(1);
});

it('falls back to a generic message when the server said nothing', () => {
  renderWithTheme(
    <LoadError
      error={{ status: 'FETCH_ERROR', data: {} }}
      onRetry={jest.fn()}
    />,
  );
  expect(screen.getByRole('alert')).toHaveTextContent(
    messages.somethingWentWrong,
  );
});
