import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../button/button';
import { useCopyLink } from './use-copy-link';

/** A button that copies its link with useCopyLink: the story of the hook. */
function CopyLinkDemo({ link }: { link: string }) {
  const { copy, copied } = useCopyLink();
  return (
    <Button
      variant="secondary"
      leadingIcon={copied ? 'check' : 'link'}
      onClick={() => void copy(link)}
    >
      {copied ? 'copied' : 'copy link'}
    </Button>
  );
}

/** The browser's clipboard answering `writeText` as told, until the story is left. */
function fakeClipboard(writeText: () => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', {
    value: { writeText },
    configurable: true,
  });
  // Deleting the own property brings the browser's (or user-event's) clipboard back.
  return () => {
    delete (navigator as { clipboard?: unknown }).clipboard;
  };
}

const meta = {
  title: 'ui-kit/useCopyLink',
  component: CopyLinkDemo,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: [
          "`useCopyLink()` copies a link to the clipboard and confirms with 'copied to clipboard' for 3 s (SPEC §8, §9), as a toast and as `copied` (true for those 3 s). Where the clipboard is refused, an error toast shows the link to copy by hand. Room links and share links both use it.",
          '',
          '```tsx',
          "import { useCopyLink } from '@ruume/ui-kit';",
          'const { copy, copied } = useCopyLink();',
          '<Button onClick={() => void copy(roomLink(origin, roomId))}>copy link</Button>',
          '```',
        ].join('\n'),
      },
    },
  },
  args: { link: 'https://ruume.example/share/r/abc123' },
} satisfies Meta<typeof CopyLinkDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ready to copy. */
export const Idle: Story = {};

/** Copied: the toast and the button say so for 3 s. */
export const Copied: Story = {
  beforeEach: () => fakeClipboard(() => Promise.resolve()),
  play: async () => {
    await userEvent.click(
      await screen.findByRole('button', { name: 'copy link' }),
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'copied' })).toBeVisible(),
    );
    await expect(await screen.findByText('copied to clipboard')).toBeVisible();
  },
};

/** The clipboard refused: the link, to copy by hand. */
export const Refused: Story = {
  beforeEach: () => fakeClipboard(() => Promise.reject(new Error('denied'))),
  play: async () => {
    await userEvent.click(
      await screen.findByRole('button', { name: 'copy link' }),
    );
    await expect(
      await screen.findByText('https://ruume.example/share/r/abc123'),
    ).toBeVisible();
  },
};
