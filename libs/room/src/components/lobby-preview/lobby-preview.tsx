import { useEffect, useRef } from 'react';
import { lobbyMessages as text } from '@ruume/contracts';
import { Avatar, Icon, SelectField, Spinner, Toggle } from '@ruume/ui-kit';
import type {
  DeviceKind,
  DevicePreview,
} from '../../devices/use-device-preview';
import { useMicLevel } from '../../devices/use-mic-level';
import {
  StyledDevices,
  StyledLevel,
  StyledMeter,
  StyledMeterFill,
  StyledPoster,
  StyledPreview,
  StyledScreen,
  StyledToggles,
} from './lobby-preview.styles';

export interface LobbyPreviewProps {
  preview: DevicePreview;
  /** The name being typed, for the picture shown while the camera is off. */
  displayName: string;
}

/** The camera's picture, live (muted: the person must not hear themselves). */
function CameraVideo({ track }: { track: MediaStreamTrack }) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (!video || typeof MediaStream === 'undefined') return;
    video.srcObject = new MediaStream([track]);
    return () => {
      video.srcObject = null;
    };
  }, [track]);
  // A muted self view: nothing to caption.
  return <video ref={ref} autoPlay muted playsInline aria-hidden="true" />;
}

function MicLevel({ track }: { track: MediaStreamTrack | null }) {
  const level = useMicLevel(track);
  const percent = Math.round(level * 100);
  return (
    <StyledLevel>
      <span aria-hidden="true">{text.microphoneToggle}</span>
      <StyledMeter
        role="meter"
        aria-label={text.micLevel}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <StyledMeterFill style={{ transform: `scaleX(${level})` }} />
      </StyledMeter>
    </StyledLevel>
  );
}

const nameParts = (displayName: string) => {
  const [first = '', ...rest] = displayName.trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(' ') };
};

/** The device in use: the one picked, else the open track's, else the first listed. */
const selectedDevice = (
  picked: string | null,
  track: MediaStreamTrack | null,
  devices: MediaDeviceInfo[],
) => picked ?? track?.getSettings?.().deviceId ?? devices[0]?.deviceId ?? '';

/**
 * The lobby's self view: the camera (or a poster when it is off), the microphone's level,
 * switches for both and, once access is granted, pickers for each device.
 */
export function LobbyPreview({ preview, displayName }: LobbyPreviewProps) {
  const { audio, video, devices, starting } = preview;
  const deviceOptions = (
    list: MediaDeviceInfo[],
    kind: 'camera' | 'microphone',
  ) =>
    list.map((device, index) => ({
      value: device.deviceId,
      label: device.label || text.unnamedDevice(kind, index + 1),
    }));
  const toggle = (kind: DeviceKind) => (on: boolean) => preview.setOn(kind, on);

  return (
    <StyledPreview aria-label={text.previewLabel}>
      <StyledScreen>
        {video.track ? (
          <CameraVideo track={video.track} />
        ) : starting || video.opening ? (
          <Spinner size="lg" tone="inverse" label={text.previewStarting} />
        ) : (
          <StyledPoster>
            {displayName.trim() ? (
              <Avatar {...nameParts(displayName)} size="lg" />
            ) : (
              <Icon name="user" size="xl" />
            )}
            <span>{text.cameraOff}</span>
          </StyledPoster>
        )}
        {audio.track && <MicLevel track={audio.track} />}
      </StyledScreen>
      <StyledToggles>
        <Toggle
          label={text.cameraToggle}
          checked={video.on}
          disabled={video.opening}
          onCheckedChange={toggle('video')}
        />
        <Toggle
          label={text.microphoneToggle}
          checked={audio.on}
          disabled={audio.opening}
          onCheckedChange={toggle('audio')}
        />
      </StyledToggles>
      {(devices.cameras.length > 0 || devices.microphones.length > 0) && (
        <StyledDevices>
          {devices.cameras.length > 0 && (
            <SelectField
              label={text.cameraSelect}
              value={selectedDevice(
                video.deviceId,
                video.track,
                devices.cameras,
              )}
              options={deviceOptions(devices.cameras, 'camera')}
              onChange={(event) =>
                preview.selectDevice('video', event.target.value)
              }
            />
          )}
          {devices.microphones.length > 0 && (
            <SelectField
              label={text.microphoneSelect}
              value={selectedDevice(
                audio.deviceId,
                audio.track,
                devices.microphones,
              )}
              options={deviceOptions(devices.microphones, 'microphone')}
              onChange={(event) =>
                preview.selectDevice('audio', event.target.value)
              }
            />
          )}
        </StyledDevices>
      )}
    </StyledPreview>
  );
}
