import type { Meta, StoryObj } from '@storybook/react-vite';
import { API_ERRORS, monetizationMessages } from '@ruume/contracts';
import { LoadError } from './load-error';

const meta = {
  title: 'monetization/components/LoadError',
  component: LoadError,
  parameters: { layout: 'padded' },
  args: {
    title: monetizationMessages.recordingsLoadFailed,
    error: {
      status: 503,
      data: {
        error: 'DATABASE_UNAVAILABLE',
        message: API_ERRORS.DATABASE_UNAVAILABLE.message,
      },
    },
    onRetry: () => undefined,
  },
} satisfies Meta<typeof LoadError>;

export default meta;

/** The server failed: its message, and try again. */
export const ServerFailure: StoryObj<typeof meta> = {};

/** The request never reached the server: the generic message. */
export const Offline: StoryObj<typeof meta> = {
  args: { error: { status: 'FETCH_ERROR', data: {} } },
};
