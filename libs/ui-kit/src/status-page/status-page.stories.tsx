import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { ErrorState } from './error-state';
import { NotFoundPage } from './not-found-page';
import { PagePlaceholder } from './page-placeholder';
import { StatusPage } from './status-page';

const meta = {
  title: 'ui-kit/StatusPage',
  component: StatusPage,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    icon: 'check',
    title: 'password reset',
    description:
      'your password has been changed. sign in with your new password.',
    actions: <Button>sign in</Button>,
  },
} satisfies Meta<typeof StatusPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const NotFound: Story = { render: () => <NotFoundPage /> };

export const Error: Story = {
  render: () => (
    <ErrorState
      title="something went wrong"
      description="we could not show this page. please reload, or try again in a moment."
      actionLabel="reload"
      onAction={() => undefined}
    />
  ),
};

export const Placeholder: Story = {
  render: () => <PagePlaceholder title="billing" />,
};
