import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../stack/stack';
import { Avatar } from './avatar';

const portrait =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f3d9c8"/><stop offset="1" stop-color="#d7a98c"/></linearGradient></defs><rect width="96" height="96" fill="url(#g)"/><circle cx="48" cy="38" r="16" fill="#7a4a35"/><path d="M16 96c4-20 18-30 32-30s28 10 32 30z" fill="#7a4a35"/></svg>`,
  );

const meta = {
  title: 'ui-kit/Avatar',
  component: Avatar,
  tags: ['autodocs'],
  args: { firstName: 'ada', lastName: 'lovelace', size: 'lg' },
  argTypes: {
    size: { control: 'inline-radio', options: ['xs', 'sm', 'md', 'lg', 'xl'] },
    backgroundColor: { control: 'color' },
  },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DefaultColour: Story = {};

export const LightColourBlackText: Story = {
  args: { backgroundColor: '#FDE68A' },
};

export const DarkColourWhiteText: Story = {
  args: { backgroundColor: '#1E3A8A' },
};

export const NoName: Story = { args: { firstName: '', lastName: '' } };

export const WithPicture: Story = { args: { src: portrait } };

export const Sizes: Story = {
  render: (args) => (
    <Stack direction="row" gap={4} align="center">
      <Avatar {...args} size="xs" />
      <Avatar {...args} size="sm" />
      <Avatar {...args} size="md" />
      <Avatar {...args} size="lg" />
      <Avatar {...args} size="xl" />
    </Stack>
  ),
};

export const Palette: Story = {
  render: () => (
    <Stack direction="row" gap={3} wrap>
      {[
        '#B74366',
        '#FDE68A',
        '#A7F3D0',
        '#1E3A8A',
        '#F97316',
        '#111827',
        '#E0E7FF',
        '#7C3AED',
      ].map((bg, i) => (
        <Avatar
          key={bg}
          firstName={
            ['mia', 'noah', 'liv', 'omar', 'kai', 'zoe', 'ivy', 'theo'][i]
          }
          lastName="ruume"
          backgroundColor={bg}
        />
      ))}
    </Stack>
  ),
};
