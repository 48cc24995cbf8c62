import type { Meta, StoryObj } from '@storybook/react-vite';
import { paths, templateEditorMessages as text } from '@ruume/contracts';
import { TemplateUpgradeHint } from './template-upgrade-hint';

const meta = {
  title: 'meeting/components/TemplateUpgradeHint',
  component: TemplateUpgradeHint,
  parameters: { layout: 'padded' },
  args: { children: text.linksNotInPlan },
} satisfies Meta<typeof TemplateUpgradeHint>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A feature of paid plans: the upgrade link. */
export const Upgrade: Story = {};

/** Something to set up first: a link elsewhere. */
export const OtherAction: Story = {
  args: {
    children: text.feeNeedsAccount,
    action: { label: text.connectAccount, to: paths.settings.monetization },
  },
};
