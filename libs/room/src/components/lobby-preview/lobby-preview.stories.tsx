import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { lobbyMessages as text } from '@ruume/contracts';
import { useDevicePreview } from '../../devices/use-device-preview';
import { withFakeDevices } from '../../testing';
import { LobbyPreview } from './lobby-preview';

/** The preview on the story's fake devices, as the lobby has it. */
function PreviewOnDevices({ displayName }: { displayName: string }) {
  const preview = useDevicePreview();
  return <LobbyPreview preview={preview} displayName={displayName} />;
}

const meta = {
  title: 'room/components/LobbyPreview',
  component: PreviewOnDevices,
  args: { displayName: 'sam guest' },
  decorators: [withFakeDevices('ready')],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PreviewOnDevices>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Camera and microphone on, a picker for each. */
export const On: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('combobox', {
      name: text.cameraSelect,
    });
  },
};

/** The camera turned off: the person's initials instead. */
export const CameraOff: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('combobox', { name: text.cameraSelect });
    await userEvent.click(
      canvas.getByRole('switch', { name: text.cameraToggle }),
    );
    await expect(canvas.getByText(text.cameraOff)).toBeVisible();
  },
};

/** The permission prompt is open. */
export const Starting: Story = {
  decorators: [withFakeDevices('prompting')],
};

/** Refused: both switches off, no pickers (the browser hides the devices). */
export const Refused: Story = {
  decorators: [withFakeDevices('denied')],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(text.cameraOff);
  },
};
