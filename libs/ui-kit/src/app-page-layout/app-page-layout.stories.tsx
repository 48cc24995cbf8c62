import type { Meta, StoryObj } from '@storybook/react-vite';
import { Avatar } from '../avatar/avatar';
import { Heading } from '../heading/heading';
import { Stack } from '../stack/stack';
import { Text } from '../text/text';
import { AppPageLayout } from './app-page-layout';

const meta = {
  title: 'ui-kit/AppPageLayout',
  component: AppPageLayout,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    headerActions: <Avatar firstName="ada" lastName="lovelace" size="sm" />,
    children: (
      <Stack gap={2}>
        <Heading level={1}>settings</Heading>
        <Text tone="muted">your profile, plan and payouts.</Text>
      </Stack>
    ),
  },
} satisfies Meta<typeof AppPageLayout>;

export default meta;
export const Default: StoryObj<typeof meta> = {};
