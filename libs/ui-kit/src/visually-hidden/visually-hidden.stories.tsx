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
        component: [
          'Text read by screen readers but not shown: the name of an icon-only control, extra context for a link ("download, PDF"), a heading the design leaves out.',
          '',
          '- **VisuallyHidden vs aria-label vs hideLabel:** for an icon-only button prefer `IconButton` (its `label` does this for you); form fields have `hideLabel`. Use `VisuallyHidden` for everything else, when the text belongs in the reading flow.',
          "- **Do** use it to add context sighted users get from the layout. **Don't** hide content that everyone needs, or hide focusable elements (they would take focus while invisible).",
          '- **Accessibility:** clipped to 1 px but kept in the accessibility tree (unlike `display: none`), so it is read, searchable and translatable. Renders a `<span>`; every span prop passes through.',
          '',
          '```tsx',
          "import { VisuallyHidden } from '@ruume/ui-kit';",
          '```',
        ].join('\n'),
      },
    },
  },
  args: { children: 'Download recording' },
  argTypes: {
    children: {
      control: 'text',
      description: 'The text for screen readers.',
    },
  },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A button showing only an icon, named by hidden text. */
export const InsideAnIconButton: Story = {
  render: (args) => (
    <Button variant="secondary">
      <Icon name="download" />
      <VisuallyHidden {...args} />
    </Button>
  ),
};
