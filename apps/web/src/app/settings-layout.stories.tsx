import type { Meta, StoryObj } from '@storybook/react-vite';
import { SettingsLayout } from './settings-layout';

const meta = {
  title: 'web/SettingsLayout',
  component: SettingsLayout,
  parameters: {
    layout: 'padded',
    route: '/settings/subscription',
    path: '/settings/*',
  },
} satisfies Meta<typeof SettingsLayout>;

export default meta;

/** The shell's settings navigation; each section's page comes from its feature lib. */
export const Subscription: StoryObj<typeof meta> = {};
