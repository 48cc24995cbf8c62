import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { Button } from '../button/button';
import { Stack } from '../stack/stack';
import { toast, Toaster } from './toast';

const meta = {
  title: 'ui-kit/Toast',
  component: Toaster,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The Storybook preview already mounts one `<Toaster />` (as the app shell does), so stories only call `toast`.',
      },
    },
  },
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Kinds: Story = {
  render: () => (
    <Stack direction="row" gap={2} wrap>
      <Button
        variant="secondary"
        onClick={() => toast('copied to clipboard', { duration: 3000 })}
      >
        Neutral
      </Button>
      <Button
        variant="secondary"
        onClick={() => toast.success('your avatar has been updated.')}
      >
        Success
      </Button>
      <Button
        variant="secondary"
        onClick={() =>
          toast.error('error deleting avatar. please try again later.')
        }
      >
        Error
      </Button>
      <Button
        variant="secondary"
        onClick={() =>
          toast.warning('your plan renews tomorrow', {
            description: 'professional · monthly',
          })
        }
      >
        Warning
      </Button>
      <Button
        variant="secondary"
        onClick={() =>
          toast.info(
            'a verification email has been sent to the new address on file.',
          )
        }
      >
        Info
      </Button>
    </Stack>
  ),
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Success' }));
    await expect(
      await screen.findByText('your avatar has been updated.'),
    ).toBeInTheDocument();
  },
};
