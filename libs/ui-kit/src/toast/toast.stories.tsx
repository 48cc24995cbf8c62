import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { Button } from '../button/button';
import { Stack } from '../stack/stack';
import { toast, Toaster } from './toast';

const meta = {
  title: 'ui-kit/Toast',
  component: Toaster,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          'Short, passing notifications ("copied to clipboard", "your avatar has been updated.") shown in a corner and dismissed on their own (sonner). Mount one `<Toaster />` near the app root, then call `toast(…)`, `toast.success(…)`, `toast.error(…)`, `toast.warning(…)` or `toast.info(…)` from anywhere. The Storybook preview already mounts one, as the app shell does, so stories only call `toast`.',
          '',
          '- **Toast vs Alert vs StatusMessage:** a toast confirms something the user just did, or reports a failure that needs no further input. If the user must read it or act on it, or it concerns a place on the page, use an `Alert`; if the whole page is the message, a `StatusPage`/`StatusMessage`.',
          "- **Do** keep it to one short sentence (add a `description` if needed). **Don't** put the only copy of important information or the only way to do something in a toast: it disappears.",
          '- **Placement:** bottom-right on desktop, top-center on phones, unless `position` is set.',
          '- **Accessibility:** toasts are announced through a polite live region in a landmark named "Notifications"; Alt+T moves focus to them. Type icons are decorative, so the text must say success or failure.',
          '',
          '```tsx',
          "import { Toaster, toast } from '@ruume/ui-kit';",
          '```',
        ].join('\n'),
      },
    },
  },
  argTypes: {
    position: {
      control: 'select',
      options: [
        undefined,
        'top-left',
        'top-center',
        'top-right',
        'bottom-left',
        'bottom-center',
        'bottom-right',
      ],
      description:
        'Corner of the screen; by default bottom-right, or top-center on phones.',
    },
    duration: {
      control: { type: 'number', min: 1000, step: 500 },
      description: 'How long a toast stays, in ms (sonner default: 4000).',
    },
    closeButton: {
      control: 'boolean',
      description: 'Show a close button on every toast.',
    },
    expand: {
      control: 'boolean',
      description: 'Show all toasts expanded instead of stacked.',
    },
    visibleToasts: { control: { type: 'number', min: 1, max: 10 } },
    toastOptions: { control: false },
    icons: { control: false },
    style: { control: false },
  },
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One button per kind; the preview's Toaster shows them (bottom-right, top on phones). */
export const Kinds: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <Stack direction="row" gap={2} wrap>
      <Button
        variant="secondary"
        onClick={() => toast('copied to clipboard', { duration: 3000 })}
      >
        Neutral
      </Button>
      <Button
        variant="secondary"
        onClick={() => toast.success('your avatar has been updated.')}
      >
        Success
      </Button>
      <Button
        variant="secondary"
        onClick={() =>
          toast.error('error deleting avatar. please try again later.')
        }
      >
        Error
      </Button>
      <Button
        variant="secondary"
        onClick={() =>
          toast.warning('your plan renews tomorrow', {
            description: 'professional · monthly',
          })
        }
      >
        Warning
      </Button>
      <Button
        variant="secondary"
        onClick={() =>
          toast.info(
            'a verification email has been sent to the new address on file.',
          )
        }
      >
        Info
      </Button>
    </Stack>
  ),
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Success' }));
    await expect(
      await screen.findByText('your avatar has been updated.'),
    ).toBeInTheDocument();
  },
};

const OPTIONS_TOASTER = 'toaster-options';

/** A second Toaster of its own, to try its options (position, duration, close button) in the controls. */
export const ToasterOptions: Story = {
  args: { closeButton: true, expand: false, duration: 4000, visibleToasts: 3 },
  render: (args) => (
    <>
      <Toaster
        {...args}
        id={OPTIONS_TOASTER}
        containerAriaLabel="Demo notifications"
      />
      <Button
        variant="secondary"
        onClick={() =>
          toast.success('link copied to clipboard', {
            toasterId: OPTIONS_TOASTER,
          })
        }
      >
        Show a toast
      </Button>
    </>
  ),
};
