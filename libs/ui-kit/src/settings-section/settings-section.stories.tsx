import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text } from '../text/text';
import { SettingsSection } from './settings-section';

const meta = {
  title: 'ui-kit/SettingsSection',
  component: SettingsSection,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A titled card of the settings pages, a region named by its title: one form or one action per section. `tone="danger"` outlines what cannot be undone (deleting the account).',
      },
    },
  },
  args: {
    title: 'email',
    description: 'where we send your sign-in links and receipts.',
    children: <Text>the section's form goes here.</Text>,
  },
} satisfies Meta<typeof SettingsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Danger: Story = {
  args: { title: 'delete account', tone: 'danger', description: undefined },
};
