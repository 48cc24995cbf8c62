import type { Meta, StoryObj } from '@storybook/react-vite';
import { BYTES_PER_GIGABYTE as GB, paths } from '@ruume/contracts';
import { TextLink } from '../text-link/text-link';
import { StorageMeter } from './storage-meter';

const meta = {
  title: 'ui-kit/StorageMeter',
  component: StorageMeter,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: [
          "The signed-in user's recording storage (SPEC §2, §9): used of the plan's allowance in decimal GB, the bar capped at 100 %, a warning past 90 %. On a plan without storage it says stored files come with paid plans. Used by the subscription page and the files-and-recordings screen.",
          '',
          '- Pass `upgrade` (a link to the plans) where the screen should offer more room; it shows when storage is full or off.',
          '- Texts are `billingMessages.storage*`; sizes come from `formatGigabytes`, also exported.',
          '',
          '```tsx',
          "import { StorageMeter } from '@ruume/ui-kit';",
          '<StorageMeter storage={user.recordingStorage} upgrade={<TextLink to={paths.settings.subscription}>upgrade your plan</TextLink>} />',
          '```',
        ].join('\n'),
      },
    },
  },
  args: { storage: { used: 12.5 * GB, available: 100 * GB } },
} satisfies Meta<typeof StorageMeter>;

export default meta;
type Story = StoryObj<typeof meta>;

const upgrade = (
  <TextLink to={paths.settings.subscription}>upgrade your plan</TextLink>
);

/** 12.5 of 100 GB. */
export const InUse: Story = {};

/** Past 90 %: a warning. */
export const NearlyFull: Story = {
  args: { storage: { used: 46 * GB, available: 50 * GB } },
};

/** Over the allowance: the bar stays at 100 % and offers more room. */
export const Full: Story = {
  args: { storage: { used: 104 * GB, available: 100 * GB }, upgrade },
};

/** A plan without storage: stored files come with paid plans. */
export const Off: Story = {
  args: { storage: { used: 0, available: 0 }, upgrade },
};

/** Off, with files kept read-only from an earlier plan. */
export const OffWithOldFiles: Story = {
  args: { storage: { used: 3.2 * GB, available: 0 } },
};
