import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heading, Text } from '@ruume/ui-kit';
import { shareImages } from '../../images/share-images';
import { ShareLayout } from './share-layout';

const meta = {
  title: 'share/components/ShareLayout',
  component: ShareLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    children: (
      <>
        <Heading level={1}>access file / recording</Heading>
        <Text tone="muted">The share page's content, in a centred card.</Text>
      </>
    ),
  },
} satisfies Meta<typeof ShareLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The content beside a decorative image (wide screens only). */
export const WithContent: Story = { args: { image: shareImages[0] } };

/** The content alone. */
export const WithoutImage: Story = {};
