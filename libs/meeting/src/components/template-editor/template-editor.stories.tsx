import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  ownTemplate,
  professionalHost,
  withTemplateEditor,
} from '../../test-support/template-editor';
import { templateCategories } from '../../testing';
import { TemplateEditor } from './template-editor';

const meta = {
  title: 'meeting/components/TemplateEditor',
  component: TemplateEditor,
  // The leave guard needs a data router: the decorator brings one.
  parameters: { layout: 'fullscreen', router: false },
  decorators: [withTemplateEditor({ user: professionalHost })],
  args: {
    user: professionalHost,
    categories: templateCategories,
    onSaved: () => undefined,
  },
} satisfies Meta<typeof TemplateEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new template, nothing filled in yet. */
export const CreateEmpty: Story = {};

/** The host's own template: its name, image, links, fee and password (never shown). */
export const EditFilled: Story = { args: { template: ownTemplate } };
