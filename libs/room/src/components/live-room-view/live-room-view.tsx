import { useEffect, useRef, useState } from 'react';
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
import { deviceProblemNotice } from '../../media/media-problem';
import { playKnockSound } from '../../live/knock-sound';
import type { RoomActions, RoomSnapshot } from '../../live/room-snapshot';
import { participantName } from '../../live/room-state';
import { isMacPlatform, shortcutOf } from '../../live/shortcuts';
import { LiveChatPanel } from '../live-chat-panel/live-chat-panel';
import {
  LiveControlBar,
  type LivePanel,
} from '../live-control-bar/live-control-bar';
import { LiveGrid } from '../live-grid/live-grid';
import {
  STAGE_PAGE_SIZE,
  STAGE_PAGE_SIZE_PHONE,
} from '../../live/stage-layout';
import { LiveKnockAlert } from '../live-knock-alert/live-knock-alert';
import { LiveLinksPanel } from '../live-links-panel/live-links-panel';
import { LiveConnectionHint } from '../live-connection-hint/live-connection-hint';
import { LiveMediaNotice } from '../live-media-notice/live-media-notice';
import { LivePeoplePanel } from '../live-people-panel/live-people-panel';
import { LiveReactions } from '../live-reactions/live-reactions';
import { LiveReconnectingBanner } from '../live-reconnecting-banner/live-reconnecting-banner';
import { LiveRecordingBadge } from '../live-recording-badge/live-recording-badge';
import { LiveRemoveDialog } from '../live-remove-dialog/live-remove-dialog';
import { LiveSoundNotice } from '../live-sound-notice/live-sound-notice';
import { SoundGateProvider } from '../../live/sound-gate';
import { LiveStageInvite } from '../live-stage-invite/live-stage-invite';
import {
  StyledAlerts,
  StyledAlone,
  StyledBody,
  StyledCount,
  StyledFooter,
  StyledHeader,
  StyledRoom,
  StyledShade,
  StyledStage,
} from './live-room-view.styles';

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

/** Typing in a field keeps its keys (ctrl+e in a text box is the browser's). */
const typingIn = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

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

  // Keyboard shortcuts (ctrl/⌘+d, ctrl/⌘+e), like Meet.
  const actionsRef = useRef(actions);
  // The audience has no microphone or camera for the shortcuts to toggle.
  const watchingRef = useRef(false);
  watchingRef.current = !!self && !isOnStage(self.role);
  actionsRef.current = actions;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const action = shortcutOf(event);
      if (!action || typingIn(event.target)) return;
      event.preventDefault();
      if (watchingRef.current) return;
      if (action === 'toggle-mic') actionsRef.current.toggleMic();
      else actionsRef.current.toggleCamera();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  // A chime for moderators when someone new knocks.
  const knocksRef = useRef(state.knocks);
  useEffect(() => {
    if (state.knocks > knocksRef.current && moderator) playKnockSound();
    knocksRef.current = state.knocks;
  }, [state.knocks, moderator]);

  // Notices from the room (muted by the host, a refused action, the recording) as toasts,
  // which screen readers hear too (the toaster is a polite live region).
  const noticeSeq = state.notice?.seq;
  useEffect(() => {
    const notice = state.notice;
    if (!notice) return;
    switch (notice.kind) {
      case 'muted':
        toast(text.mutedByHost);
        break;
      case 'error':
        toast.error(notice.message);
        break;
      case 'device-problem': {
        const said = deviceProblemNotice(notice.device, notice.problem);
        toast.error(said.title, { description: said.text });
        break;
      }
      case 'recording-started':
        toast(text.recordingStartedBy(notice.by));
        break;
      case 'recording-stopped':
        if (notice.stop === 'storage-full')
          toast.error(text.recordingStoppedFull);
        else if (notice.stop === 'failed') toast.error(text.recordingFailed);
        else toast(text.recordingStopped);
        break;
    }
    // Once per notice: noticeSeq counts them, the notice itself may repeat.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [noticeSeq]);

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

  let side = null;
  if (panel === 'chat')
    side = (
      <LiveChatPanel
        messages={state.chat}
        selfId={self.id}
        canSend={state.phase === 'in-room'}
        onSend={actions.sendChat}
        onClose={() => setPanel(null)}
      />
    );
  else if (panel === 'people')
    side = (
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
        onRemove={setRemoving}
        onCohost={actions.setCohost}
        onStage={actions.moveToStage}
        onSettings={actions.changeSettings}
        onEnd={() => setEnding(true)}
        onClose={() => setPanel(null)}
      />
    );
  else if (panel === 'links')
    side = <LiveLinksPanel links={links} onClose={() => setPanel(null)} />;

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
          {moderator && panel !== 'people' && (
            <LiveKnockAlert
              waiting={state.waiting}
              onAdmit={actions.admit}
              onReview={() => setPanel('people')}
            />
          )}
        </StyledAlerts>
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
          {side}
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
