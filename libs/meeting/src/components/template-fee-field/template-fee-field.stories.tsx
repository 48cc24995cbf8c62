import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { FeeDraft } from '../template-editor/template-draft';
import {
  TemplateFeeField,
  type TemplateFeeFieldProps,
} from './template-fee-field';

/** The field over its own state, as the editor's form holds it. */
function Stateful(props: TemplateFeeFieldProps) {
  const [value, setValue] = useState<FeeDraft>(props.value);
  return <TemplateFeeField {...props} value={value} onChange={setValue} />;
}

const off: FeeDraft = {
  participantEnabled: false,
  participantAmount: '',
  audienceEnabled: false,
  audienceAmount: '',
  currency: 'usd',
};

const meta = {
  title: 'meeting/components/TemplateFeeField',
  component: TemplateFeeField,
  parameters: { layout: 'padded' },
  render: (args) => <Stateful {...args} />,
  args: {
    value: off,
    audienceAllowed: true,
    accountReady: true,
    onChange: () => undefined,
  },
} satisfies Meta<typeof TemplateFeeField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No fee: both switches off. */
export const Off: Story = {};

/** Participants pay 15 usd. */
export const OnWithAmount: Story = {
  args: {
    value: { ...off, participantEnabled: true, participantAmount: '15' },
  },
};
