import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { templateErrorMessages } from '@ruume/contracts';
import { duskImageFile, duskImageUrl } from '../../test-support/template-media';
import type { BackgroundDraft } from '../template-editor/template-draft';
import {
  TemplateBackgroundField,
  type TemplateBackgroundFieldProps,
} from './template-background-field';

/** The field over its own state, as the editor's form holds it. */
function Stateful(props: TemplateBackgroundFieldProps) {
  const [value, setValue] = useState<BackgroundDraft>(props.value);
  return (
    <TemplateBackgroundField {...props} value={value} onChange={setValue} />
  );
}

const empty: BackgroundDraft = {
  source: 'upload',
  file: null,
  youtubeLink: '',
  current: null,
};

const meta = {
  title: 'meeting/components/TemplateBackgroundField',
  component: TemplateBackgroundField,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '40rem' }}>
        <Story />
      </div>
    ),
  ],
  render: (args) => <Stateful {...args} />,
  args: { value: empty, allowed: true, onChange: () => undefined },
} satisfies Meta<typeof TemplateBackgroundField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen: the drop zone. */
export const Empty: Story = {};

/** An image picked: its thumbnail, name and size. */
export const ImageChosen: Story = {
  args: {
    value: { ...empty, file: duskImageFile() },
    fileUrl: duskImageUrl,
  },
};

/** A YouTube link instead of a file. */
export const Youtube: Story = {
  args: {
    value: {
      ...empty,
      source: 'youtube',
      youtubeLink: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    },
  },
};

/** House: no custom backgrounds, the upgrade hint. */
export const LockedForHouse: Story = { args: { allowed: false } };

/** A file refused: why, under the field. */
export const FileError: Story = {
  args: { errors: { file: templateErrorMessages.imageTooLarge } },
};
