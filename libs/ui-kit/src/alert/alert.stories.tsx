import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../stack/stack';
import { Alert } from './alert';

const meta = {
  title: 'ui-kit/Alert',
  component: Alert,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          'An inline message box with a tone icon, placed in the page next to what it is about: the result of a form, a problem that blocks a section, a heads-up before an action.',
          '',
          '- **Alert vs Toast vs StatusMessage:** use `Alert` when the message belongs to a place on the page and should stay there; `toast()` for a short, passing confirmation of something the user just did ("copied to clipboard"); `StatusMessage` / `StatusPage` when the message *is* the whole page (404, link expired). An error about one input goes in that field\'s `error`, not an Alert.',
          "- **Do** say what happened and what to do next, in one or two sentences; pick the tone by meaning (danger = failed, warning = needs attention). **Don't** stack several alerts or use one for decoration.",
          '- **Accessibility:** `danger` renders `role="alert"` (announced at once), other tones `role="status"` (announced politely). Use `live="none"` for messages that are on the page from the start or shown several at a time. The icon is decorative, so the text itself must carry the meaning, not the colour.',
          '',
          '```tsx',
          "import { Alert } from '@ruume/ui-kit';",
          '```',
        ].join('\n'),
      },
    },
  },
  args: {
    tone: 'info',
    children: 'a verification email has been sent to the new address on file.',
  },
  argTypes: {
    tone: {
      control: 'inline-radio',
      options: ['info', 'success', 'warning', 'danger'],
      description: 'Meaning of the message: sets the colour and the icon.',
    },
    title: {
      control: 'text',
      description: 'Bold first line; optional when the body says it all.',
    },
    children: { control: 'text', description: 'Body of the message.' },
    live: { control: 'inline-radio', options: ['alert', 'status', 'none'] },
    className: { control: false },
  },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An informational alert; try the controls for tone, title and live region. */
export const Info: Story = {};

/** The four tones side by side (static content, so `live="none"`). */
export const Tones: Story = {
  render: () => (
    <Stack gap={3}>
      <Alert tone="info" live="none">
        a verification email has been sent to the new address on file.
      </Alert>
      <Alert tone="success" live="none" title="password successfully updated" />
      <Alert tone="warning" live="none" title="connect a payments account">
        monetization of recordings needs a connected and onboarded account.
      </Alert>
      <Alert tone="danger" live="none">
        Something went wrong. Please try again.
      </Alert>
    </Stack>
  ),
};
