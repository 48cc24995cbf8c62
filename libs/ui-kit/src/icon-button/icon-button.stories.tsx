import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { iconNames } from '../icon/icon-paths';
import { Stack } from '../stack/stack';
import { IconButton } from './icon-button';

const meta = {
  title: 'ui-kit/IconButton',
  component: IconButton,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          'A square button that shows only an icon, for compact and familiar actions: copy a link, close a dialog, reveal a password, delete a row.',
          '',
          '- **IconButton vs Button:** use `IconButton` only when the icon is unambiguous and space is tight (toolbars, table rows, inside a `TextField` via `trailing`). When the action needs words, or is the main action of a view, use `Button` (which can also carry an icon).',
          '- **Variants:** `ghost` (default) for quiet actions inside other content; `secondary` when it should read as a button on its own.',
          '- **Do** write `label` as the action ("Copy share link", "Close"), not the icon name. **Don\'t** use it for navigation between pages.',
          '- **Accessibility:** `label` is required: it becomes the `aria-label` and the tooltip (`title`). It is a native `<button type="button">`, so Enter and Space work and `disabled` removes it from the tab order.',
          '',
          '```tsx',
          "import { IconButton } from '@ruume/ui-kit';",
          '```',
        ].join('\n'),
      },
    },
  },
  args: {
    icon: 'copy',
    label: 'Copy share link',
    size: 'md',
    variant: 'ghost',
    disabled: false,
    onClick: fn(),
  },
  argTypes: {
    icon: { control: 'select', options: iconNames },
    label: { control: 'text' },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    variant: {
      control: 'inline-radio',
      options: ['ghost', 'secondary'],
      description:
        'ghost: transparent, tinted on hover; secondary: outlined on the surface colour.',
    },
    disabled: { control: 'boolean' },
    ref: { control: false },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A ghost icon button that copies a link; the label is its accessible name. */
export const Default: Story = {};

/** Ghost and secondary variants, and a disabled button. */
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
