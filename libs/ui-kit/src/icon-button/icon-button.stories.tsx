import type { Meta, StoryObj } from '@storybook/react-vite';
import { iconNames } from '../icon/icon-paths';
import { Stack } from '../stack/stack';
import { IconButton } from './icon-button';

const meta = {
  title: 'ui-kit/IconButton',
  component: IconButton,
  tags: ['autodocs'],
  args: {
    icon: 'copy',
    label: 'Copy share link',
    size: 'md',
    variant: 'ghost',
  },
  argTypes: {
    icon: { control: 'select', options: iconNames },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    variant: { control: 'inline-radio', options: ['ghost', 'secondary'] },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Variants: Story = {
  render: (args) => (
    <Stack direction="row" gap={2} align="center">
      <IconButton
        {...args}
        variant="ghost"
        icon="copy"
        label="Copy share link"
      />
      <IconButton
        {...args}
        variant="secondary"
        icon="download"
        label="Download recording"
      />
      <IconButton
        {...args}
        variant="secondary"
        icon="trash"
        label="Delete recording"
      />
      <IconButton {...args} icon="close" label="Close" disabled />
    </Stack>
  ),
};
