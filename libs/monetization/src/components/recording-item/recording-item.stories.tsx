import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  donationRecording,
  freeRecording,
  paidRecording,
  uploadedRecording,
} from '../../testing';
import { RecordingItem } from './recording-item';

const noop = () => undefined;

const meta = {
  title: 'monetization/components/RecordingItem',
  component: RecordingItem,
  parameters: { layout: 'padded' },
  args: {
    recording: paidRecording,
    access: 'ready',
    onPlay: noop,
    onSummary: noop,
    onCopyLink: noop,
    onMonetize: noop,
    onDelete: noop,
  },
} satisfies Meta<typeof RecordingItem>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 9.99 usd to download and donations of 5 usd; no still: the fallback art. */
export const Priced: Story = {};

/** Free, recorded in a meeting. */
export const Free: Story = { args: { recording: freeRecording } };

/** Donations only, in cad. */
export const DonationsOnly: Story = { args: { recording: donationRecording } };

/** An uploaded file with its still. */
export const WithPoster: Story = { args: { recording: uploadedRecording } };

/** On a plan without monetised files: no price action. */
export const NotOnPlan: Story = { args: { access: 'not-on-plan' } };
