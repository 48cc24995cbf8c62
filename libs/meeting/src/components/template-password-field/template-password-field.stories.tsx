import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { TemplateDraft } from '../template-editor/template-draft';
import {
  TemplatePasswordField,
  type TemplatePasswordFieldProps,
} from './template-password-field';

/** The field over its own state, as the editor's form holds it. */
function Stateful(props: TemplatePasswordFieldProps) {
  const [value, setValue] = useState<TemplateDraft['meetingPassword']>(
    props.value,
  );
  return <TemplatePasswordField {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'meeting/components/TemplatePasswordField',
  component: TemplatePasswordField,
  parameters: { layout: 'padded' },
  render: (args) => <Stateful {...args} />,
  args: {
    value: { enabled: false, value: '' },
    passwordSet: false,
    onChange: () => undefined,
  },
} satisfies Meta<typeof TemplatePasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No password: anyone with the link enters. */
export const Off: Story = {};

/** A password typed, masked. */
export const On: Story = {
  args: { value: { enabled: true, value: 'open-sesame' } },
};
