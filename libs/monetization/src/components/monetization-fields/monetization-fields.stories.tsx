import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { paidRecording } from '../../testing';
import {
  draftFromSetting,
  type MonetizationDraft,
} from '../../utils/monetization-draft';
import {
  MonetizationFields,
  type MonetizationFieldsProps,
} from './monetization-fields';

function Stateful(props: MonetizationFieldsProps) {
  const [value, setValue] = useState<MonetizationDraft>(props.value);
  return <MonetizationFields {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'monetization/components/MonetizationFields',
  component: MonetizationFields,
  parameters: { layout: 'padded' },
  render: (args) => <Stateful {...args} />,
  args: { value: draftFromSetting(null), onChange: () => undefined },
} satisfies Meta<typeof MonetizationFields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Free: both switches off. */
export const Free: Story = {};

/** 9.99 usd to download, donations of 5 usd. */
export const PricedWithDonations: Story = {
  args: { value: draftFromSetting(paidRecording.monetizationSetting) },
};
