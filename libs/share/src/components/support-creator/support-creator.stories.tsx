import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SupportCreator } from './support-creator';

const meta = {
  title: 'share/components/SupportCreator',
  component: SupportCreator,
  parameters: { layout: 'padded' },
  args: { onDonate: fn() },
} satisfies Meta<typeof SupportCreator>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A separate block under the form to tip the creator. */
export const Idle: Story = {};

/** The donation's checkout is being created: Donate waits. */
export const Donating: Story = { args: { donating: true } };

/** The paid flow runs: the button waits. */
export const Disabled: Story = { args: { disabled: true } };
