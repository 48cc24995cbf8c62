import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProfileSettingsPage } from './profile-settings-page';

const meta = {
  title: 'auth/pages/ProfileSettingsPage',
  component: ProfileSettingsPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ProfileSettingsPage>;

export default meta;

/** Until its feature ships, the page says so and leads back home. */
export const Placeholder: StoryObj<typeof meta> = {};
