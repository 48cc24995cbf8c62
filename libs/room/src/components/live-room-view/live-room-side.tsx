import type { RoomEntry, RoomParticipant } from '@ruume/contracts';
import type { RoomActions, RoomSnapshot } from '../../live/room-snapshot';
import { LiveChatPanel } from '../live-chat-panel/live-chat-panel';
import type { LivePanel } from '../live-control-bar/live-control-bar';
import { LiveLinksPanel } from '../live-links-panel/live-links-panel';
import { LivePeoplePanel } from '../live-people-panel/live-people-panel';

/** The side panel open beside the stage: the chat, the people or the room's links. */
export function LiveRoomSide({
  panel,
  snapshot,
  actions,
  room,
  onRemove,
  onEnd,
  onClose,
}: {
  panel: LivePanel | null;
  snapshot: RoomSnapshot;
  actions: RoomActions;
  room: RoomEntry | null;
  onRemove: (participant: RoomParticipant) => void;
  onEnd: () => void;
  onClose: () => void;
}) {
  const { room: state, media } = snapshot;
  const self = state.self;
  if (!self) return null;
  if (panel === 'chat')
    return (
      <LiveChatPanel
        messages={state.chat}
        selfId={self.id}
        canSend={state.phase === 'in-room'}
        onSend={actions.sendChat}
        onClose={onClose}
      />
    );
  if (panel === 'people')
    return (
      <LivePeoplePanel
        self={self}
        others={state.others}
        waiting={state.waiting}
        settings={state.settings}
        audience={state.audience}
        hasAudience={(room?.limits.audience ?? 0) > 0}
        quality={media.quality}
        onAdmit={actions.admit}
        onDeny={actions.deny}
        onMute={actions.mute}
        onRemove={onRemove}
        onCohost={actions.setCohost}
        onStage={actions.moveToStage}
        onSettings={actions.changeSettings}
        onEnd={onEnd}
        onClose={onClose}
      />
    );
  if (panel === 'links')
    return (
      <LiveLinksPanel links={room?.embeddedLinks ?? []} onClose={onClose} />
    );
  return null;
}
