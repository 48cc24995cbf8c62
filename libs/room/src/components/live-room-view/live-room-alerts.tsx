import { isModerator } from '@ruume/contracts';
import type { RoomActions, RoomSnapshot } from '../../live/room-snapshot';
import { LiveConnectionHint } from '../live-connection-hint/live-connection-hint';
import { LiveKnockAlert } from '../live-knock-alert/live-knock-alert';
import { LiveMediaNotice } from '../live-media-notice/live-media-notice';
import { LiveReconnectingBanner } from '../live-reconnecting-banner/live-reconnecting-banner';
import { LiveSoundNotice } from '../live-sound-notice/live-sound-notice';
import { StyledAlerts } from './live-room-view.styles';

/** What the call says above the stage: reconnecting, media trouble, a poor link, held sound, knocks. */
export function LiveRoomAlerts({
  snapshot,
  actions,
  peopleOpen,
  onReview,
}: {
  snapshot: RoomSnapshot;
  actions: Pick<RoomActions, 'reconnect' | 'admit'>;
  /** The people panel is open: it lists who knocks already. */
  peopleOpen: boolean;
  onReview: () => void;
}) {
  const { room: state, media } = snapshot;
  const moderator = !!state.self && isModerator(state.self.role);
  return (
    <StyledAlerts>
      {state.phase === 'reconnecting' ? (
        <LiveReconnectingBanner onReconnectNow={actions.reconnect} />
      ) : (
        state.mediaMode === 'sfu' &&
        state.sfuState === 'reconnecting' && (
          <LiveReconnectingBanner what="media" />
        )
      )}
      <LiveMediaNotice
        unavailable={
          state.mediaMode === 'sfu' && state.sfuState === 'unavailable'
        }
        unreachable={media.sfuUnreachable}
        capacity={state.capacity}
        moderator={moderator}
      />
      {/* The banners above already say when nothing gets through. */}
      {state.phase === 'in-room' && !media.sfuUnreachable && (
        <LiveConnectionHint ownLink={media.ownLink} />
      )}
      <LiveSoundNotice />
      {moderator && !peopleOpen && (
        <LiveKnockAlert
          waiting={state.waiting}
          onAdmit={actions.admit}
          onReview={onReview}
        />
      )}
    </StyledAlerts>
  );
}
