import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../stack/stack';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
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
  parameters: {
    docs: {
      description: {
        component: [
          'A round avatar for a person: their picture when there is one, otherwise their initials on their own avatar colour (SPEC §3). Text turns black or white by the luminance of the colour, and a broken picture falls back to the initials.',
          '',
          "- **Use** it wherever a person is shown (account menu, participants, admin lists). Pass the user's `avatarBackgroundColor` as `backgroundColor`; without it the brand berry `#B74366` is used.",
          "- **Do** pick one size per context (`sm` in menus and lists, `lg`/`xl` on profile screens). **Don't** use it for things that are not people; use `Icon` or `Logo`.",
          '- **Accessibility:** the avatar is an image named by `alt`, which defaults to the first and last name ("avatar" when there is none); the initials themselves are hidden from screen readers. Override `alt` when the context needs more, e.g. "your profile picture". Never pass an empty `alt`: the image would have no name.',
          '',
          '```tsx',
          "import { Avatar } from '@ruume/ui-kit';",
          '```',
        ].join('\n'),
      },
    },
  },
  args: { firstName: 'ada', lastName: 'lovelace', size: 'lg' },
  argTypes: {
    firstName: { control: 'text' },
    lastName: { control: 'text' },
    src: { control: 'text' },
    alt: { control: 'text' },
    size: { control: 'inline-radio', options: ['xs', 'sm', 'md', 'lg', 'xl'] },
    backgroundColor: { control: 'color' },
    className: { control: false },
  },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No colour chosen yet: initials on the default berry with white text. */
export const DefaultColour: Story = {};

/** A light user colour switches the initials to black for contrast. */
export const LightColourBlackText: Story = {
  args: { backgroundColor: '#FDE68A' },
};

/** A dark user colour keeps the initials white. */
export const DarkColourWhiteText: Story = {
  args: { backgroundColor: '#1E3A8A' },
};

/** Without a name the avatar shows "N/A" and is named "avatar" for screen readers. */
export const NoName: Story = { args: { firstName: '', lastName: '' } };

/** A profile picture replaces the initials. */
export const WithPicture: Story = { args: { src: portrait } };

/** The five sizes, xs to xl. */
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

/** A range of user colours, each with its readable text colour. */
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

/**
 * Inside a button (the account menu's), `inControl` drops the image role: the initials are part
 * of the button's name, next to its visually hidden label, and a picture is decorative.
 */
export const InAControl: Story = {
  args: { firstName: 'ada', lastName: 'lovelace', inControl: true },
  render: (args) => (
    <button type="button">
      <Avatar {...args} />
      <VisuallyHidden>account menu</VisuallyHidden>
    </button>
  ),
};
