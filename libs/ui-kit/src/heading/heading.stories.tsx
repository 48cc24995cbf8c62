import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../stack/stack';
import { Heading } from './heading';

const meta = {
  title: 'ui-kit/Heading',
  component: Heading,
  tags: ['autodocs'],
  args: { children: 'access file / recording', level: 1 },
  argTypes: { level: { control: 'inline-radio', options: [1, 2, 3, 4, 5, 6] } },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Scale: Story = {
  render: () => (
    <Stack gap={3}>
      <Heading level={1}>h1 · access file / recording</Heading>
      <Heading level={2}>h2 · subscription</Heading>
      <Heading level={3}>h3 · support the creator</Heading>
      <Heading level={4}>h4 · payment methods</Heading>
      <Heading level={5}>h5 · invoices</Heading>
      <Heading level={6}>h6 · storage</Heading>
    </Stack>
  ),
};
