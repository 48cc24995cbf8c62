import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { EmbeddedLink } from '@ruume/contracts';
import {
  TemplateLinksField,
  type TemplateLinksFieldProps,
} from './template-links-field';

/** The field over its own state, as the editor's form holds it. */
function Stateful(props: TemplateLinksFieldProps) {
  const [value, setValue] = useState<EmbeddedLink[]>(props.value);
  return <TemplateLinksField {...props} value={value} onChange={setValue} />;
}

const links: EmbeddedLink[] = [
  { title: 'syllabus', url: 'https://school.example.com/1' },
  { title: 'reading list', url: 'https://school.example.com/2' },
  { title: 'sign-up', url: 'https://school.example.com/3' },
];

const meta = {
  title: 'meeting/components/TemplateLinksField',
  component: TemplateLinksField,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '40rem' }}>
        <Story />
      </div>
    ),
  ],
  render: (args) => <Stateful {...args} />,
  args: { value: [], tier: 'professional', max: 5, onChange: () => undefined },
} satisfies Meta<typeof TemplateLinksField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No links yet: the add button. */
export const Empty: Story = {};

/** Two links, title and address each. */
export const SomeLinks: Story = { args: { value: links.slice(0, 2) } };

/** A student at their plan's 3 links: the upgrade hint. */
export const AtTierLimit: Story = {
  args: { value: links, tier: 'student', max: 3 },
};

/** House: no links in the plan. */
export const House: Story = { args: { tier: 'house', max: 0 } };
