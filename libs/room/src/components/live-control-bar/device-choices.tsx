// The microphone and camera pickers of the control bar's settings card: read when the card
// opens (it mounts them), and again on every plug or unplug.
import { liveRoomMessages, lobbyMessages } from '@ruume/contracts';
import { SelectField } from '@ruume/ui-kit';
import { useDeviceLists } from '../../devices/use-device-lists';

const text = liveRoomMessages;

export interface DeviceChoicesProps {
  audioDeviceId: string | null;
  videoDeviceId: string | null;
  onSwitchDevice: (kind: 'audio' | 'video', deviceId: string) => void;
}

export function DeviceChoices({
  audioDeviceId,
  videoDeviceId,
  onSwitchDevice,
}: DeviceChoicesProps) {
  const { microphones, cameras } = useDeviceLists(null);
  const options = (list: MediaDeviceInfo[], kind: 'camera' | 'microphone') =>
    list.map((d, index) => ({
      value: d.deviceId,
      label: d.label || lobbyMessages.unnamedDevice(kind, index + 1),
    }));
  return (
    <>
      {microphones.length > 0 && (
        <SelectField
          label={text.microphoneLabel}
          value={audioDeviceId ?? microphones[0]?.deviceId}
          options={options(microphones, 'microphone')}
          onChange={(event) => onSwitchDevice('audio', event.target.value)}
        />
      )}
      {cameras.length > 0 && (
        <SelectField
          label={text.cameraLabel}
          value={videoDeviceId ?? cameras[0]?.deviceId}
          options={options(cameras, 'camera')}
          onChange={(event) => onSwitchDevice('video', event.target.value)}
        />
      )}
    </>
  );
}
