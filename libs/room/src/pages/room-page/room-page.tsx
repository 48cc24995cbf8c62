// /meeting/{roomId}: the live room. Its guard lets in only the holder of a pass for this room
// (from the lobby, /m/{roomId}); everyone else goes to the lobby. Then the page follows the
// room's phase: connecting, waiting, in the room, and how it ended (docs/live-room-ui.md).
import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { paths } from '@ruume/contracts';
import { useRoomEntryQuery } from '../../api/room-api';
import { LiveRoomView } from '../../components/live-room-view/live-room-view';
import { LiveStatusScreen } from '../../components/live-status-screen/live-status-screen';
import {
  useRoomController,
  useRoomSnapshot,
} from '../../live/room-environment';
import {
  clearRoomPass,
  loadRoomPass,
  type RoomPass,
} from '../../live/room-pass';

export function RoomPage() {
  const { roomId = '' } = useParams();
  return <RoomGuard key={roomId} roomId={roomId} />;
}

function RoomGuard({ roomId }: { roomId: string }) {
  // Read once: the socket refreshes the stored ticket, the controller keeps its own copy.
  const [pass] = useState(() => loadRoomPass(roomId));
  if (!pass) return <Navigate to={paths.room(roomId)} replace />;
  return <LiveRoom roomId={roomId} pass={pass} />;
}

function LiveRoom({ roomId, pass }: { roomId: string; pass: RoomPass }) {
  const navigate = useNavigate();
  const entry = useRoomEntryQuery({ roomId });
  const controller = useRoomController(roomId, pass);
  const snapshot = useRoomSnapshot(controller);
  const phase = snapshot?.room.phase;
  const removedReason = snapshot?.room.removedReason;

  useEffect(() => {
    switch (phase) {
      case 'removed':
        // Never back: the pass goes, and /kick says why.
        clearRoomPass(roomId);
        navigate(paths.kick({ reason: removedReason ?? undefined }), {
          replace: true,
        });
        break;
      case 'ticket-invalid':
        clearRoomPass(roomId);
        navigate(paths.room(roomId), { replace: true });
        break;
      case 'left':
        clearRoomPass(roomId);
        navigate(paths.room(roomId), { replace: true });
        break;
      case 'denied':
      case 'ended':
        clearRoomPass(roomId);
        break;
      default:
        break;
    }
  }, [phase, removedReason, roomId, navigate]);

  if (!controller || !snapshot)
    return <LiveStatusScreen phase="connecting" roomId={roomId} />;
  const { room } = snapshot;
  switch (room.phase) {
    case 'in-room':
    case 'reconnecting':
      return (
        <LiveRoomView
          roomId={roomId}
          snapshot={snapshot}
          actions={controller}
          room={entry.data ?? null}
          background={entry.data?.background ?? null}
        />
      );
    case 'connecting':
    case 'removed':
    case 'ticket-invalid':
    case 'left':
      return <LiveStatusScreen phase="connecting" roomId={roomId} />;
    default:
      return (
        <LiveStatusScreen
          phase={room.phase}
          roomId={roomId}
          displayName={pass.displayName}
          refusal={room.refusal?.message}
          onLeave={controller.leave}
          onReconnect={controller.reconnect}
        />
      );
  }
}
