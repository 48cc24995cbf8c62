import type { Meta, StoryObj } from '@storybook/react-vite';
import { withApi } from '@ruume/api-client/testing';
import { meetingHandlers } from '../../testing';
import { TemplateEditorPage } from './template-editor-page';

const meta = {
  title: 'meeting/pages/TemplateEditorPage',
  component: TemplateEditorPage,
  parameters: { layout: 'fullscreen' },
  decorators: [withApi(meetingHandlers)],
} satisfies Meta<typeof TemplateEditorPage>;

export default meta;

/** Until its feature ships, the page says so and leads back home. */
export const Placeholder: StoryObj<typeof meta> = {};
