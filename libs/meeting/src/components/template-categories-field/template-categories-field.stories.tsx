import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { templateCategories } from '../../testing';
import {
  TemplateCategoriesField,
  type TemplateCategoriesFieldProps,
} from './template-categories-field';

/** The field over its own state, as the editor's form holds it. */
function Stateful(props: TemplateCategoriesFieldProps) {
  const [value, setValue] = useState<string[]>(props.value);
  return (
    <TemplateCategoriesField {...props} value={value} onChange={setValue} />
  );
}

const meta = {
  title: 'meeting/components/TemplateCategoriesField',
  component: TemplateCategoriesField,
  parameters: { layout: 'padded' },
  render: (args) => <Stateful {...args} />,
  args: {
    categories: templateCategories,
    value: [],
    onChange: () => undefined,
  },
} satisfies Meta<typeof TemplateCategoriesField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing ticked yet. */
export const NoneSelected: Story = {};

/** Some categories ticked. */
export const SomeSelected: Story = {
  args: {
    value: templateCategories.slice(0, 2).map((category) => category.id),
  },
};
