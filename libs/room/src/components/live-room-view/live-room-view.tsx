import { useState } from 'react';
import {
  isModerator,
  isOnStage,
  roomLink,
  type RoomEntry,
  type RoomParticipant,
  liveRoomMessages,
} from '@ruume/contracts';
import {
  Button,
  ConfirmDialog,
  Icon,
  toast,
  useCopyLink,
  useIsMobile,
  browserLocation,
  type RoomBackground,
  RoomMedia,
} from '@ruume/ui-kit';
import type { RoomActions, RoomSnapshot } from '../../live/room-snapshot';
import { participantName } from '../../live/room-state';
import { isMacPlatform } from '../../live/shortcuts';
import {
  LiveControlBar,
  type LivePanel,
} from '../live-control-bar/live-control-bar';
import { LiveGrid } from '../live-grid/live-grid';
import {
  STAGE_PAGE_SIZE,
  STAGE_PAGE_SIZE_PHONE,
} from '../../live/stage-layout';
import { LiveReactions } from '../live-reactions/live-reactions';
import { LiveRecordingBadge } from '../live-recording-badge/live-recording-badge';
import { LiveRemoveDialog } from '../live-remove-dialog/live-remove-dialog';
import { SoundGateProvider } from '../../live/sound-gate';
import { LiveStageInvite } from '../live-stage-invite/live-stage-invite';
import { LiveRoomAlerts } from './live-room-alerts';
import { LiveRoomSide } from './live-room-side';
import {
  StyledAlone,
  StyledBody,
  StyledCount,
  StyledFooter,
  StyledHeader,
  StyledRoom,
  StyledShade,
  StyledStage,
} from './live-room-view.styles';
import {
  useKnockChime,
  useRoomNotices,
  useRoomShortcuts,
} from './use-room-effects';

const text = liveRoomMessages;

export interface LiveRoomViewProps {
  roomId: string;
  snapshot: RoomSnapshot;
  actions: RoomActions;
  /** From the room's entry (GET meeting/{roomId}); the call works without it. */
  room: RoomEntry | null;
  background: RoomBackground | null;
  /** A panel open at first (stories). */
  initialPanel?: LivePanel | null;
  /** The clock of the recording's badge (stories fix it). */
  now?: () => number;
}

/** The call itself: the stage over the room's background, panels and controls. */
export function LiveRoomView({
  roomId,
  snapshot,
  actions,
  room,
  background,
  initialPanel = null,
  now,
}: LiveRoomViewProps) {
  const { room: state, media } = snapshot;
  const phone = useIsMobile();
  const { copy } = useCopyLink();
  const [panel, setPanel] = useState<LivePanel | null>(initialPanel);
  const [removing, setRemoving] = useState<RoomParticipant | null>(null);
  const [ending, setEnding] = useState(false);
  const self = state.self;
  const moderator = !!self && isModerator(self.role);

  useRoomShortcuts(actions, !!self && !isOnStage(self.role));
  useKnockChime(state.knocks, moderator);
  useRoomNotices(state.notice);

  if (!self) return null;
  const watching = !isOnStage(self.role);
  // The stage's tiles: moderators also know the audience, who has none.
  const onStage = [self, ...state.others].filter((p) => isOnStage(p.role));
  const streams: Record<string, MediaStream | null | undefined> = {
    ...media.remote,
    [self.id]: media.local,
  };
  const screens: Record<string, MediaStream | null | undefined> = {
    ...media.remoteScreens,
    [self.id]: media.screen,
  };
  const canShareScreen =
    !phone &&
    typeof navigator !== 'undefined' &&
    typeof navigator.mediaDevices?.getDisplayMedia === 'function';
  const links = room?.embeddedLinks ?? [];

  return (
    <SoundGateProvider>
      <StyledRoom data-testid="live-room" data-phase={state.phase}>
        <RoomMedia background={background} variant="cover" />
        <StyledShade />
        <StyledHeader>
          <h1>{room?.name ?? text.stageLabel}</h1>
          {state.recording && (
            <LiveRecordingBadge since={state.recording.since} now={now} />
          )}
          <StyledCount>
            <Icon name="people" size="sm" />
            {text.inRoomCount(onStage.length)}
          </StyledCount>
          {state.audience > 0 && (
            <StyledCount>
              <Icon name="eye" size="sm" />
              {text.watchingCount(state.audience)}
            </StyledCount>
          )}
        </StyledHeader>
        <LiveRoomAlerts
          snapshot={snapshot}
          actions={actions}
          peopleOpen={panel === 'people'}
          onReview={() => setPanel('people')}
        />
        <StyledBody>
          <StyledStage aria-label={text.stageLabel} tabIndex={0}>
            <LiveGrid
              participants={onStage}
              selfId={self.id}
              streams={streams}
              screens={screens}
              activeSpeakerId={media.activeSpeakerId}
              recentSpeakers={media.recentSpeakers}
              quality={media.quality}
              pageSize={phone ? STAGE_PAGE_SIZE_PHONE : STAGE_PAGE_SIZE}
              onShowVideos={actions.showVideos}
            />
            {watching && onStage.length === 0 && (
              <StyledAlone>
                <p>
                  <strong>{text.emptyStageTitle}</strong> {text.emptyStageText}
                </p>
              </StyledAlone>
            )}
            {!watching && state.others.length === 0 && (
              <StyledAlone>
                <p>
                  <strong>{text.aloneTitle}</strong> {text.aloneText}
                </p>
                <Button
                  size="sm"
                  variant="secondary"
                  leadingIcon="copy"
                  onClick={() =>
                    void copy(roomLink(browserLocation.origin(), roomId))
                  }
                >
                  {text.copyLink}
                </Button>
              </StyledAlone>
            )}
          </StyledStage>
          <LiveRoomSide
            panel={panel}
            snapshot={snapshot}
            actions={actions}
            room={room}
            onRemove={setRemoving}
            onEnd={() => setEnding(true)}
            onClose={() => setPanel(null)}
          />
          <LiveReactions
            reactions={state.reactions}
            nameOf={(id) => participantName(state, id)}
          />
        </StyledBody>
        <StyledFooter>
          <LiveControlBar
            audio={self.audio}
            video={self.video}
            screen={self.screen}
            handRaised={self.handRaised}
            audioAvailable={media.status === 'starting' || media.audioAvailable}
            videoAvailable={media.status === 'starting' || media.videoAvailable}
            canShareScreen={canShareScreen}
            audioDeviceId={media.audioDeviceId}
            videoDeviceId={media.videoDeviceId}
            openPanel={panel}
            waitingCount={moderator ? state.waiting.length : 0}
            hasLinks={links.length > 0}
            isHost={self.role === 'host'}
            recording={!!state.recording}
            // A moderator not told otherwise may try: a refusal says why.
            recordable={moderator ? (state.recordable ?? 'yes') : null}
            watching={watching}
            compact={phone}
            mac={isMacPlatform()}
            onToggleMic={actions.toggleMic}
            onToggleCamera={actions.toggleCamera}
            onToggleScreen={actions.toggleScreen}
            onHand={actions.setHand}
            onReact={actions.react}
            onPanel={setPanel}
            onSwitchDevice={actions.switchDevice}
            onLeave={actions.leave}
            onEnd={() => setEnding(true)}
            onRecord={actions.record}
          />
        </StyledFooter>
        {state.stageInvite && (
          <LiveStageInvite
            by={state.stageInvite.by}
            displayName={self.displayName}
            onAnswer={actions.answerStage}
          />
        )}
        {removing && (
          <LiveRemoveDialog
            name={removing.displayName}
            onRemove={(reason) => actions.remove(removing.id, reason)}
            onClose={() => setRemoving(null)}
          />
        )}
        {ending && (
          <ConfirmDialog
            title={text.endTitle}
            description={text.endText}
            cancelLabel={text.keepRoom}
            confirmLabel={text.endConfirm}
            closeLabel={liveRoomMessages.close}
            onConfirm={() => {
              actions.endRoom();
              toast.success(text.endedTitle);
              setEnding(false);
            }}
            onCancel={() => setEnding(false)}
          />
        )}
      </StyledRoom>
    </SoundGateProvider>
  );
}
