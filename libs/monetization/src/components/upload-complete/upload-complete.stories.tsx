import type { Meta, StoryObj } from '@storybook/react-vite';
import { UploadComplete } from './upload-complete';

const meta = {
  title: 'monetization/components/UploadComplete',
  component: UploadComplete,
  parameters: { layout: 'padded' },
  args: { name: 'team retro', onUploadAnother: () => undefined },
} satisfies Meta<typeof UploadComplete>;

export default meta;

/** The new recording is ready; another can follow. */
export const Complete: StoryObj<typeof meta> = {};
