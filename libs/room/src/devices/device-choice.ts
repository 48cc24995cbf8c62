// What the person chose in the lobby for their camera and microphone, handed to the room in
// its pass (live/room-pass): devices/ knows nothing of live/, live/ builds on devices/.

/** The devices and toggles chosen in the lobby; null device ids mean the browser's default. */
export interface DeviceChoice {
  audioDeviceId: string | null;
  videoDeviceId: string | null;
  /** Sending at entry (the lobby's toggles; false when the device is missing or refused). */
  audio: boolean;
  video: boolean;
}

export const defaultDeviceChoice: DeviceChoice = {
  audioDeviceId: null,
  videoDeviceId: null,
  audio: true,
  video: true,
};
