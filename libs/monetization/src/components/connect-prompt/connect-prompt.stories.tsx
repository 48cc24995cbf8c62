import type { Meta, StoryObj } from '@storybook/react-vite';
import { ConnectPrompt } from './connect-prompt';

const meta = {
  title: 'monetization/components/ConnectPrompt',
  component: ConnectPrompt,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ConnectPrompt>;

export default meta;

/** Monetizing without an onboarded payments account leads here. */
export const Default: StoryObj<typeof meta> = {};
