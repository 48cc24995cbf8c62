// The cameras and microphones of this machine, kept current as devices are plugged in or out.
import { useCallback, useEffect, useState } from 'react';

export interface DeviceLists {
  cameras: MediaDeviceInfo[];
  microphones: MediaDeviceInfo[];
}

const none: DeviceLists = { cameras: [], microphones: [] };

/**
 * The device lists, read again on `devicechange` and whenever `refreshKey` changes (labels
 * only appear once the person has allowed access, so the preview refreshes after each grant).
 */
export function useDeviceLists(
  refreshKey: unknown,
  mediaDevices: MediaDevices | undefined = globalThis.navigator?.mediaDevices,
): DeviceLists {
  const [lists, setLists] = useState<DeviceLists>(none);

  const read = useCallback(async () => {
    if (!mediaDevices?.enumerateDevices) return none;
    try {
      const devices = await mediaDevices.enumerateDevices();
      // Browsers list a blank id before access is granted: nothing to pick from yet.
      const usable = devices.filter((device) => device.deviceId !== '');
      return {
        cameras: usable.filter((device) => device.kind === 'videoinput'),
        microphones: usable.filter((device) => device.kind === 'audioinput'),
      };
    } catch {
      return none;
    }
  }, [mediaDevices]);

  useEffect(() => {
    let current = true;
    const update = () =>
      void read().then((next) => {
        if (current) setLists(next);
      });
    update();
    mediaDevices?.addEventListener?.('devicechange', update);
    return () => {
      current = false;
      mediaDevices?.removeEventListener?.('devicechange', update);
    };
  }, [read, mediaDevices, refreshKey]);

  return lists;
}
