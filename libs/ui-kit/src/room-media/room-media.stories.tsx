import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  backgrounds,
  demoTemplate,
  focusTemplate,
} from '@ruume/contracts/testing';
import { templateBackground } from './room-background';
import { RoomMedia } from './room-media';

const meta = {
  title: 'ui-kit/RoomMedia',
  component: RoomMedia,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: [
          "A room's background, decorative: a still in lists (`thumbnail`), the full-bleed backdrop of the room entry and the live room (`cover`, a video plays muted on a loop). When the media cannot load, a quiet gradient stands in.",
          '',
          '```tsx',
          "import { RoomMedia, templateBackground } from '@ruume/ui-kit';",
          '```',
        ].join('\n'),
      },
    },
  },
  args: {
    background: {
      mediaType: 'image',
      fileUrl: backgrounds.sunrise,
      youtubeVideoId: null,
    },
    variant: 'thumbnail',
  },
} satisfies Meta<typeof RoomMedia>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An image background, as a list's still. */
export const Image: Story = {};

/** A video background: its first frame as the still. */
export const Video: Story = {
  args: { background: templateBackground(focusTemplate) },
};

/** A YouTube background: YouTube's still. */
export const YouTube: Story = {
  args: { background: templateBackground(demoTemplate) },
};

/** The template is gone: a quiet gradient with an icon. */
export const None: Story = { args: { background: null } };

/** The full-bleed background of a room's entry. */
export const ImageCover: Story = { args: { variant: 'cover' } };

/** A video cover plays muted, on a loop. */
export const VideoCover: Story = {
  args: { background: templateBackground(focusTemplate), variant: 'cover' },
};
