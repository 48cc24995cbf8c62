import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { Heading } from '../heading/heading';
import { Stack } from '../stack/stack';
import { Text } from '../text/text';
import { Card } from './card';

const meta = {
  title: 'ui-kit/Card',
  component: Card,
  tags: ['autodocs'],
  args: { padding: 6, elevated: false },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <Card {...args}>
      <Stack gap={3}>
        <Heading level={3}>support the creator</Heading>
        <Text tone="muted">Would you like to support the creator?</Text>
        <Stack direction="row" gap={2}>
          <Button>Donate</Button>
          <Button variant="secondary">Skip</Button>
        </Stack>
      </Stack>
    </Card>
  ),
};

export const Elevated: Story = { ...Default, args: { elevated: true } };
