import {
  ROOM_REACTIONS,
  type RoomReaction,
  type RoomRecordable,
  liveRoomMessages,
} from '@ruume/contracts';
import { REACTION_EMOJI } from '../../live/reaction-emoji';
import { shortcutKeys } from '../../live/shortcuts';
import { DeviceChoices } from './device-choices';
import { Control, PopoverControl } from './live-control';
import { RecordControl } from './record-control';
import {
  StyledBar,
  StyledGroup,
  StyledPopoverTitle,
  StyledReactionButton,
  StyledReactions,
  StyledShortcutList,
} from './live-control-bar.styles';

const text = liveRoomMessages;

export type LivePanel = 'chat' | 'people' | 'links';

export interface LiveControlBarProps {
  audio: boolean;
  video: boolean;
  screen: boolean;
  handRaised: boolean;
  /** Whether a microphone / camera is there at all. */
  audioAvailable: boolean;
  videoAvailable: boolean;
  canShareScreen: boolean;
  audioDeviceId: string | null;
  videoDeviceId: string | null;
  openPanel: LivePanel | null;
  waitingCount: number;
  hasLinks: boolean;
  isHost: boolean;
  /** The meeting is being recorded. */
  recording: boolean;
  /** Moderators: whether they may record now (null: no record button, not a moderator). */
  recordable: RoomRecordable | null;
  /** In the audience: nothing to send, so no microphone, camera, screen or devices. */
  watching?: boolean;
  /** Phones: fewer words, the less used controls under 'more'. */
  compact?: boolean;
  /** Shortcuts as this machine writes them (⌘D on a Mac). */
  mac?: boolean;
  onToggleMic: () => void;
  onToggleCamera: () => void;
  onToggleScreen: () => void;
  onHand: (raised: boolean) => void;
  onReact: (reaction: RoomReaction) => void;
  onPanel: (panel: LivePanel | null) => void;
  onSwitchDevice: (kind: 'audio' | 'video', deviceId: string) => void;
  onLeave: () => void;
  onEnd: () => void;
  onRecord: (on: boolean) => void;
}

/** The call's controls, in a toolbar at the bottom of the room. */
export function LiveControlBar(props: LiveControlBarProps) {
  const {
    audio,
    video,
    screen,
    handRaised,
    audioAvailable,
    videoAvailable,
    canShareScreen,
    openPanel,
    waitingCount,
    hasLinks,
    isHost,
    recording,
    recordable,
    watching = false,
    compact = false,
    mac,
    onToggleMic,
    onToggleCamera,
    onToggleScreen,
    onHand,
    onReact,
    onPanel,
    onLeave,
    onEnd,
    onRecord,
  } = props;
  const micKeys = shortcutKeys('toggle-mic', mac);
  const cameraKeys = shortcutKeys('toggle-camera', mac);
  const panel = (which: LivePanel) => () =>
    onPanel(openPanel === which ? null : which);

  const reactions = (
    <PopoverControl icon="smile" label={text.reactionsLabel}>
      {(close) => (
        <StyledReactions>
          {ROOM_REACTIONS.map((reaction) => (
            <StyledReactionButton
              key={reaction}
              type="button"
              aria-label={text.reactions[reaction]}
              title={text.reactions[reaction]}
              onClick={() => {
                onReact(reaction);
                close();
              }}
            >
              {REACTION_EMOJI[reaction]}
            </StyledReactionButton>
          ))}
        </StyledReactions>
      )}
    </PopoverControl>
  );

  const devicesAndHelp = (
    <>
      <DeviceChoices {...props} />
      <StyledPopoverTitle>{text.shortcutsLabel}</StyledPopoverTitle>
      <StyledShortcutList>
        <dt>{micKeys}</dt>
        <dd>{text.shortcutMic}</dd>
        <dt>{cameraKeys}</dt>
        <dd>{text.shortcutCamera}</dd>
      </StyledShortcutList>
    </>
  );

  const screenControl = canShareScreen && !watching && (
    <Control
      icon="screen"
      label={screen ? text.stopSharing : text.shareScreen}
      short={screen ? text.stopSharingShort : text.shareScreenShort}
      tone={screen ? 'on' : 'neutral'}
      pressed={screen}
      onClick={onToggleScreen}
    />
  );
  const recordControl = (inCard: boolean) =>
    recordable && (
      <RecordControl
        recording={recording}
        recordable={recordable}
        isHost={isHost}
        inCard={inCard}
        onRecord={onRecord}
      />
    );
  const linksControl = hasLinks && (
    <Control
      icon="more"
      label={text.links}
      short={text.links}
      tone={openPanel === 'links' ? 'on' : 'neutral'}
      expanded={openPanel === 'links'}
      onClick={panel('links')}
    />
  );

  return (
    <StyledBar role="toolbar" aria-label={text.controlsLabel}>
      <StyledGroup>
        {!watching && (
          <>
            <DeviceToggle
              kind="audio"
              on={audio}
              available={audioAvailable}
              keys={micKeys}
              onClick={onToggleMic}
            />
            <DeviceToggle
              kind="video"
              on={video}
              available={videoAvailable}
              keys={cameraKeys}
              onClick={onToggleCamera}
            />
          </>
        )}
        {!compact && screenControl}
        {!compact && recordControl(false)}
        <Control
          icon="hand"
          label={handRaised ? text.lowerHand : text.raiseHand}
          tone={handRaised ? 'on' : 'neutral'}
          pressed={handRaised}
          onClick={() => onHand(!handRaised)}
        />
        {reactions}
      </StyledGroup>
      <StyledGroup>
        <Control
          icon="chat"
          label={text.chat}
          short={compact ? undefined : text.chat}
          tone={openPanel === 'chat' ? 'on' : 'neutral'}
          expanded={openPanel === 'chat'}
          onClick={panel('chat')}
        />
        <Control
          icon="people"
          label={
            waitingCount > 0
              ? `${text.people}, ${text.waitingTitleList(waitingCount)}`
              : text.people
          }
          short={compact ? undefined : text.people}
          tone={openPanel === 'people' ? 'on' : 'neutral'}
          expanded={openPanel === 'people'}
          count={waitingCount}
          onClick={panel('people')}
        />
        {!compact && linksControl}
        {/* Devices and their shortcuts: nothing for someone who only watches. */}
        {watching ? (
          compact && linksControl
        ) : (
          <PopoverControl
            icon={compact ? 'more' : 'keyboard'}
            label={compact ? text.more : text.settingsLabel}
          >
            {() =>
              compact ? (
                <>
                  {screenControl}
                  {recordControl(true)}
                  {linksControl}
                  {devicesAndHelp}
                </>
              ) : (
                devicesAndHelp
              )
            }
          </PopoverControl>
        )}
      </StyledGroup>
      <StyledGroup>
        {isHost && !compact && (
          <Control
            icon="phone-off"
            label={text.endForAll}
            short={text.endForAll}
            tone="danger"
            onClick={onEnd}
          />
        )}
        <Control
          icon="phone-off"
          label={text.leave}
          short={compact ? undefined : text.leave}
          tone="danger"
          onClick={onLeave}
        />
      </StyledGroup>
    </StyledBar>
  );
}

/** The words of each device's toggle: on, off, or none there. */
const toggleWords = {
  audio: {
    icons: ['mic', 'mic-off'],
    on: text.micOn,
    offAction: text.micOffAction,
    onShort: text.micOnShort,
    offShort: text.micOffShort,
  },
  video: {
    icons: ['video', 'video-off'],
    on: text.cameraOn,
    offAction: text.cameraOffAction,
    onShort: text.cameraOnShort,
    offShort: text.cameraOffShort,
  },
} as const;

/** Shortcuts as ARIA writes them (Meta+D, Control+D). */
const ariaKeys = (keys: string) =>
  keys.startsWith('⌘')
    ? `Meta+${keys.slice(1)}`
    : keys.replace('ctrl', 'Control');

/** The microphone's or the camera's toggle, pressed while it is off. */
function DeviceToggle({
  kind,
  on,
  available,
  keys,
  onClick,
}: {
  kind: 'audio' | 'video';
  on: boolean;
  available: boolean;
  keys: string;
  onClick: () => void;
}) {
  const words = toggleWords[kind];
  return (
    <Control
      icon={on ? words.icons[0] : words.icons[1]}
      label={text.withShortcut(
        !available ? text.noDevice : on ? words.on : words.offAction,
        keys,
      )}
      short={on ? words.onShort : words.offShort}
      tone={on ? 'neutral' : 'off'}
      pressed={!on}
      disabled={!available}
      shortcut={ariaKeys(keys)}
      onClick={onClick}
    />
  );
}
