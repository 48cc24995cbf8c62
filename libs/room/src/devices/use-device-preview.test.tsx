// jsdom has no camera: the fake devices stand in for navigator.mediaDevices, the hook is real.
import { act, renderHook, waitFor } from '@testing-library/react';
import {
  createFakeMediaDevices,
  installFakeMediaDevices,
  type FakeDeviceScenario,
} from './fake-media-devices.testing';
import { acquireWithHandedDevices } from './device-handoff';
import { useDevicePreview } from './use-device-preview';

let uninstall: (() => void) | null = null;
afterEach(() => {
  uninstall?.();
  uninstall = null;
});

function previewOn(scenario: FakeDeviceScenario) {
  const devices = createFakeMediaDevices(scenario);
  uninstall = installFakeMediaDevices(devices);
  const hook = renderHook(() => useDevicePreview(devices));
  return { devices, ...hook };
}

const live = (tracks: MediaStreamTrack[]) =>
  tracks.filter((track) => track.readyState === 'live');

it('opens camera and microphone with one request, then lists the devices', async () => {
  const { result, devices } = previewOn('ready');
  expect(result.current.starting).toBe(true);
  await waitFor(() => expect(result.current.starting).toBe(false));
  expect(result.current.video.track?.kind).toBe('video');
  expect(result.current.audio.track?.kind).toBe('audio');
  await waitFor(() => expect(result.current.devices.cameras).toHaveLength(2));
  expect(result.current.devices.microphones[1].label).toBe(
    'headset microphone',
  );
  expect(live(devices.tracks)).toHaveLength(2);
});

it('turning a device off releases it; picking another opens that one', async () => {
  const { result, devices } = previewOn('ready');
  await waitFor(() => expect(result.current.starting).toBe(false));
  act(() => result.current.setOn('video', false));
  expect(result.current.choice).toMatchObject({ video: false, audio: true });
  expect(live(devices.tracks).map((track) => track.kind)).toEqual(['audio']);
  act(() => result.current.selectDevice('audio', 'mic-headset'));
  await waitFor(() =>
    expect(result.current.audio.track?.getSettings().deviceId).toBe(
      'mic-headset',
    ),
  );
  expect(result.current.choice.audioDeviceId).toBe('mic-headset');
  expect(live(devices.tracks)).toHaveLength(1);
});

it('says why a device is missing, and keeps what works', async () => {
  const { result } = previewOn('camera-in-use');
  await waitFor(() => expect(result.current.starting).toBe(false));
  expect(result.current.video).toMatchObject({
    problem: 'in-use',
    on: false,
    track: null,
  });
  expect(result.current.audio).toMatchObject({ problem: null, on: true });
});

it('stop() releases everything, even a request still waiting for its answer', async () => {
  const { result, devices, unmount } = previewOn('ready');
  let choice;
  act(() => {
    choice = result.current.stop();
  });
  expect(choice).toMatchObject({ audio: true, video: true });
  // The answer arrives after leaving: its tracks are stopped at once.
  await waitFor(() => expect(devices.tracks.length).toBeGreaterThan(0));
  expect(live(devices.tracks)).toEqual([]);
  unmount();
});

it('handOver() gives the open devices to the room instead of closing them', async () => {
  const { result, devices, unmount } = previewOn('ready');
  await waitFor(() => expect(result.current.starting).toBe(false));
  act(() => result.current.setOn('video', false));
  let choice;
  act(() => {
    choice = result.current.handOver();
  });
  expect(choice).toMatchObject({ audio: true, video: false });
  // Leaving the lobby keeps the handed microphone open for the room, which takes it as it is.
  unmount();
  const [microphone] = live(devices.tracks);
  expect(microphone?.kind).toBe('audio');
  const got = await acquireWithHandedDevices({
    audioDeviceId: null,
    videoDeviceId: null,
    audio: true,
    video: false,
  });
  expect(got.stream.getAudioTracks()).toEqual([microphone]);
});

it('with no media support at all, both are unsupported and nothing throws', async () => {
  const { result } = renderHook(() => useDevicePreview(undefined));
  await waitFor(() => expect(result.current.starting).toBe(false));
  expect(result.current.audio.problem).toBe('unsupported');
  expect(result.current.video.problem).toBe('unsupported');
});
