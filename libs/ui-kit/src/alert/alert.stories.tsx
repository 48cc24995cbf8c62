import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../stack/stack';
import { Alert } from './alert';

const meta = {
  title: 'ui-kit/Alert',
  component: Alert,
  tags: ['autodocs'],
  args: {
    tone: 'info',
    children: 'a verification email has been sent to the new address on file.',
  },
  argTypes: {
    tone: {
      control: 'inline-radio',
      options: ['info', 'success', 'warning', 'danger'],
    },
  },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {};

export const Tones: Story = {
  render: () => (
    <Stack gap={3}>
      <Alert tone="info" live="none">
        a verification email has been sent to the new address on file.
      </Alert>
      <Alert tone="success" live="none" title="password successfully updated" />
      <Alert tone="warning" live="none" title="connect a payments account">
        monetization of recordings needs a connected and onboarded account.
      </Alert>
      <Alert tone="danger" live="none">
        Something went wrong. Please try again.
      </Alert>
    </Stack>
  ),
};
