import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { Icon } from '../icon/icon';
import { VisuallyHidden } from './visually-hidden';

const meta = {
  title: 'ui-kit/VisuallyHidden',
  component: VisuallyHidden,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Text read by screen readers but not shown, e.g. the name of an icon-only control.',
      },
    },
  },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InsideAnIconButton: Story = {
  render: () => (
    <Button variant="secondary">
      <Icon name="download" />
      <VisuallyHidden>Download recording</VisuallyHidden>
    </Button>
  ),
};
