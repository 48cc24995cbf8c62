import type { Meta, StoryObj } from '@storybook/react-vite';
import { ImagePicker } from './image-picker';

const meta = {
  title: 'auth/components/ImagePicker',
  component: ImagePicker,
  args: {
    label: 'upload a new avatar',
    onSelect: () => undefined,
    onReject: () => undefined,
  },
} satisfies Meta<typeof ImagePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
