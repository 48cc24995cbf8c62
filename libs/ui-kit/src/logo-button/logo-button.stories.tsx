import type { Meta, StoryObj } from '@storybook/react-vite';
import { LogoButton } from './logo-button';

const meta = {
  title: 'ui-kit/LogoButton',
  component: LogoButton,
  tags: ['autodocs'],
  args: { to: '/register', label: 'ruume home', size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof LogoButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Large: Story = { args: { size: 'lg' } };
