// The lobby's devices handed to the room: taken as they are when they are what the room asks
// for, only the rest opened, and closed when nobody takes them.
import { acquireDevices } from './acquire-devices';
import {
  acquireWithHandedDevices,
  DEVICE_HANDOFF_MS,
  dropHandedDevices,
  handOverDevices,
} from './device-handoff';
import {
  createFakeMediaDevices,
  installFakeMediaDevices,
  type FakeMediaDevices,
} from './fake-media-devices.testing';

let devices: FakeMediaDevices;
let uninstall: () => void;
beforeEach(() => {
  devices = createFakeMediaDevices('ready');
  uninstall = installFakeMediaDevices(devices);
});
afterEach(() => {
  dropHandedDevices();
  uninstall();
  jest.useRealTimers();
});

const defaults = { audioDeviceId: null, videoDeviceId: null };
const lobbyDevices = async () => {
  const { stream } = await acquireDevices(defaults, devices);
  return {
    audio: stream.getAudioTracks()[0],
    video: stream.getVideoTracks()[0],
  };
};
const opened = () => devices.tracks.length;

it('gives the room the lobby’s camera and microphone without opening them again', async () => {
  const lobby = await lobbyDevices();
  handOverDevices(lobby);
  const got = await acquireWithHandedDevices({
    ...defaults,
    audio: true,
    video: true,
  });
  expect(got.stream.getTracks()).toEqual(
    expect.arrayContaining([lobby.audio, lobby.video]),
  );
  expect(got).toMatchObject({ audioProblem: null, videoProblem: null });
  expect(opened()).toBe(2);
  expect(lobby.video.readyState).toBe('live');
  // Taken once: the next ask opens its own.
  await acquireWithHandedDevices({ ...defaults, audio: true, video: false });
  expect(opened()).toBe(3);
});

it('opens only what was not handed over, and closes what the room does not want', async () => {
  const lobby = await lobbyDevices();
  // The person turned the microphone off in the lobby: the room still opens it (muted).
  handOverDevices({ audio: null, video: lobby.video });
  const got = await acquireWithHandedDevices({
    ...defaults,
    audio: true,
    video: true,
  });
  expect(got.stream.getVideoTracks()).toEqual([lobby.video]);
  expect(got.stream.getAudioTracks()[0]).not.toBe(lobby.audio);
  expect(opened()).toBe(3);

  const again = await lobbyDevices();
  handOverDevices(again);
  // Camera off in the room: the handed camera closes.
  await acquireWithHandedDevices({ ...defaults, audio: true, video: false });
  expect(again.video.readyState).toBe('ended');
  expect(again.audio.readyState).toBe('live');
});

it('opens the device asked for when another one was handed over', async () => {
  const lobby = await lobbyDevices();
  handOverDevices(lobby);
  const got = await acquireWithHandedDevices({
    audioDeviceId: 'mic-headset',
    videoDeviceId: null,
    audio: true,
    video: true,
  });
  expect(got.stream.getAudioTracks()[0].getSettings().deviceId).toBe(
    'mic-headset',
  );
  expect(lobby.audio.readyState).toBe('ended');
  expect(got.stream.getVideoTracks()).toEqual([lobby.video]);
});

it('closes what nobody took', async () => {
  const lobby = await lobbyDevices();
  jest.useFakeTimers();
  handOverDevices(lobby);
  jest.advanceTimersByTime(DEVICE_HANDOFF_MS);
  expect(lobby.audio.readyState).toBe('ended');
  expect(lobby.video.readyState).toBe('ended');
  jest.useRealTimers();
  await acquireWithHandedDevices({ ...defaults, audio: true, video: true });
  expect(opened()).toBe(4);
});
