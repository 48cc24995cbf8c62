// What the room page builds its controller with. The app uses the browser's WebSocket, camera
// and RTCPeerConnection; tests give `ws` and a local server, stories a fixture controller.
import {
  createContext,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
} from 'react';
import { acquireWithHandedDevices } from '../devices/device-handoff';
import { MeshTransport } from './mesh-transport';
import { createRoomController } from './room-controller';
import type {
  RoomController,
  RoomControllerOptions,
  RoomSnapshot,
} from './room-snapshot';
import { roomSocketUrl, type SocketConstructor } from './room-connection';
import { renewRoomTicket, type RoomPass } from './room-pass';
import { SfuTransport } from './sfu-transport';
import { WatchTransport } from './watch-transport';

export interface LiveRoomEnvironment {
  createController(input: { roomId: string; pass: RoomPass }): RoomController;
}

/** The browser's parts; a browser without WebRTC or a camera API still gets chat. */
export function browserRoomOptions(
  roomId: string,
  pass: RoomPass,
  overrides: Partial<RoomControllerOptions> = {},
): RoomControllerOptions {
  return {
    url: roomSocketUrl(roomId),
    ticket: pass.ticket,
    media: pass.media,
    WebSocket: globalThis.WebSocket as unknown as SocketConstructor,
    onTicket: (ticket) => renewRoomTicket(roomId, ticket),
    acquire:
      typeof MediaStream === 'undefined'
        ? undefined
        : (choice) => acquireWithHandedDevices(choice),
    createTransport:
      typeof RTCPeerConnection === 'undefined'
        ? undefined
        : ({ selfId, iceServers, sendSignal }) =>
            new MeshTransport({ selfId, iceServers, sendSignal }),
    createSfuTransport:
      typeof RTCPeerConnection === 'undefined'
        ? undefined
        : (sfu) => new SfuTransport(sfu),
    createWatchTransport:
      typeof RTCPeerConnection === 'undefined'
        ? undefined
        : (watch) => new WatchTransport(watch),
    ...overrides,
  };
}

export const browserRoomEnvironment: LiveRoomEnvironment = {
  createController: ({ roomId, pass }) =>
    createRoomController(browserRoomOptions(roomId, pass)),
};

const LiveRoomEnvironmentContext = createContext<LiveRoomEnvironment>(
  browserRoomEnvironment,
);
export const LiveRoomEnvironmentProvider = LiveRoomEnvironmentContext.Provider;

/** The room's controller for this pass, started while the component is mounted. */
export function useRoomController(
  roomId: string,
  pass: RoomPass | null,
): RoomController | null {
  const environment = useContext(LiveRoomEnvironmentContext);
  const [controller, setController] = useState<RoomController | null>(null);
  const ticket = pass?.ticket;
  useEffect(() => {
    if (!pass) return;
    const created = environment.createController({ roomId, pass });
    created.start();
    setController(created);
    return () => {
      created.dispose();
      setController(null);
    };
    // One controller per room and entry ticket; refreshed tickets live inside it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [environment, roomId, ticket]);
  return controller;
}

const noSubscription = () => () => undefined;

export function useRoomSnapshot(
  controller: RoomController | null,
): RoomSnapshot | null {
  return useSyncExternalStore(
    controller?.subscribe ?? noSubscription,
    () => controller?.getSnapshot() ?? null,
    () => controller?.getSnapshot() ?? null,
  );
}
