import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text } from '../text/text';
import { TextLink } from './text-link';

const meta = {
  title: 'ui-kit/TextLink',
  component: TextLink,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          'An underlined link in the primary colour, for navigation inside running text ("If it does not, click here", "forgot password?").',
          '',
          '- **TextLink vs Button vs IconButton:** `TextLink` goes somewhere and sits in or under text; `Button` does something, or is the main call to action even when it navigates; `IconButton` is a compact icon-only action.',
          '- **In-app vs external:** pass `to` for a route of the app (react-router `Link`, `replace` to replace history), `href` for anything else. For a new tab set `target="_blank"` with `rel="noreferrer"` and say so in the text.',
          '- **Do** write link text that makes sense on its own ("download the recording" beats "click here" where possible). **Don\'t** remove the underline or use it for actions.',
          "- **Accessibility:** a real `<a>`, so Tab, Enter and the browser's link menu work; the focus ring shows on keyboard focus. The underline keeps it recognisable without colour.",
          '',
          '```tsx',
          "import { TextLink } from '@ruume/ui-kit';",
          '```',
        ].join('\n'),
      },
    },
  },
  args: { href: '#download', children: 'click here' },
  argTypes: {
    children: { control: 'text', description: 'The link text.' },
    href: { control: 'text', description: 'A URL outside the app.' },
    to: { control: 'text' },
    replace: { control: 'boolean' },
    target: { control: 'inline-radio', options: [undefined, '_blank'] },
    ref: { control: false },
  },
} satisfies Meta<typeof TextLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A link on its own, to a plain URL. */
export const Default: Story = {};

/** The usual place of a TextLink: inside a sentence. */
export const InText: Story = {
  render: (args) => (
    <Text tone="muted">
      Your download will start shortly… If it does not, <TextLink {...args} />.
    </Text>
  ),
};

/** An in-app route through react-router (`to` instead of `href`). */
export const InAppLink: Story = {
  args: {
    href: undefined,
    to: '/auth/forgot-password',
    children: 'forgot password?',
  },
};
