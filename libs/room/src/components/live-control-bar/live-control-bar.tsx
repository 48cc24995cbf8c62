import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import {
  ROOM_REACTIONS,
  type RoomReaction,
  liveRoomMessages,
  lobbyMessages,
} from '@ruume/contracts';
import {
  Icon,
  SelectField,
  VisuallyHidden,
  type IconName,
} from '@ruume/ui-kit';
import { REACTION_EMOJI } from '../../live/reaction-emoji';
import { shortcutKeys } from '../../live/shortcuts';
import { useMediaDevices } from '../../media/use-media-devices';
import {
  StyledBar,
  StyledControl,
  StyledControlText,
  StyledCount,
  StyledGroup,
  StyledPopover,
  StyledPopoverAnchor,
  StyledPopoverTitle,
  StyledReactionButton,
  StyledReactions,
  StyledShortcutList,
} from './live-control-bar.styles';

const text = liveRoomMessages;

export type LivePanel = 'chat' | 'people' | 'links';

interface ControlProps {
  icon: IconName;
  /** The accessible name and tooltip (with the shortcut, when there is one). */
  label: string;
  /** The short word shown beside the icon on wide screens. */
  short?: string;
  tone?: 'neutral' | 'off' | 'on' | 'danger';
  pressed?: boolean;
  expanded?: boolean;
  controls?: string;
  count?: number;
  disabled?: boolean;
  shortcut?: string;
  onClick: () => void;
}

function Control({
  icon,
  label,
  short,
  tone = 'neutral',
  pressed,
  expanded,
  controls,
  count,
  disabled,
  shortcut,
  onClick,
}: ControlProps) {
  return (
    <StyledControl
      type="button"
      $tone={tone}
      aria-pressed={pressed}
      aria-expanded={expanded}
      aria-controls={controls}
      aria-keyshortcuts={shortcut}
      title={label}
      disabled={disabled}
      onClick={onClick}
    >
      <Icon name={icon} />
      {/* The name is text, never aria-label: with a word shown, the word (what people see is
          what they say to voice control), the full label being the description (title);
          icon-only, the label, for screen readers only. */}
      {short ? (
        <StyledControlText>{short}</StyledControlText>
      ) : (
        <VisuallyHidden>{label}</VisuallyHidden>
      )}
      {!!count && <StyledCount aria-hidden="true">{count}</StyledCount>}
    </StyledControl>
  );
}

/** A button that opens a small card above the bar; Escape or a click outside closes it. */
function PopoverControl({
  icon,
  label,
  short,
  children,
}: {
  icon: IconName;
  label: string;
  short?: string;
  children: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const anchorRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (!anchorRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [open]);
  return (
    <StyledPopoverAnchor
      ref={anchorRef}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
        }
      }}
    >
      <Control
        icon={icon}
        label={label}
        short={short}
        expanded={open}
        controls={id}
        onClick={() => setOpen((was) => !was)}
      />
      {open && (
        <StyledPopover id={id} role="group" aria-label={label}>
          {children(() => setOpen(false))}
        </StyledPopover>
      )}
    </StyledPopoverAnchor>
  );
}

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
  } = props;
  const micKeys = shortcutKeys('toggle-mic', mac);
  const cameraKeys = shortcutKeys('toggle-camera', mac);
  const ariaKeys = (keys: string) =>
    keys.startsWith('⌘')
      ? `Meta+${keys.slice(1)}`
      : keys.replace('ctrl', 'Control');
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

  const screenControl = canShareScreen && (
    <Control
      icon="screen"
      label={screen ? text.stopSharing : text.shareScreen}
      short={screen ? text.stopSharingShort : text.shareScreenShort}
      tone={screen ? 'on' : 'neutral'}
      pressed={screen}
      onClick={onToggleScreen}
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
        <Control
          icon={audio ? 'mic' : 'mic-off'}
          label={text.withShortcut(
            !audioAvailable
              ? text.noDevice
              : audio
                ? text.micOn
                : text.micOffAction,
            micKeys,
          )}
          short={audio ? text.micOnShort : text.micOffShort}
          tone={audio ? 'neutral' : 'off'}
          pressed={!audio}
          disabled={!audioAvailable}
          shortcut={ariaKeys(micKeys)}
          onClick={onToggleMic}
        />
        <Control
          icon={video ? 'video' : 'video-off'}
          label={text.withShortcut(
            !videoAvailable
              ? text.noDevice
              : video
                ? text.cameraOn
                : text.cameraOffAction,
            cameraKeys,
          )}
          short={video ? text.cameraOnShort : text.cameraOffShort}
          tone={video ? 'neutral' : 'off'}
          pressed={!video}
          disabled={!videoAvailable}
          shortcut={ariaKeys(cameraKeys)}
          onClick={onToggleCamera}
        />
        {!compact && screenControl}
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
        <PopoverControl
          icon={compact ? 'more' : 'keyboard'}
          label={compact ? text.more : text.settingsLabel}
        >
          {() =>
            compact ? (
              <>
                {screenControl}
                {linksControl}
                {devicesAndHelp}
              </>
            ) : (
              devicesAndHelp
            )
          }
        </PopoverControl>
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

function DeviceChoices({
  audioDeviceId,
  videoDeviceId,
  onSwitchDevice,
}: Pick<
  LiveControlBarProps,
  'audioDeviceId' | 'videoDeviceId' | 'onSwitchDevice'
>) {
  // Read when the devices popover opens (it mounts this), and on every plug or unplug.
  const { microphones, cameras } = useMediaDevices(null);
  const options = (list: MediaDeviceInfo[], kind: 'camera' | 'microphone') =>
    list.map((d, index) => ({
      value: d.deviceId,
      label: d.label || lobbyMessages.unnamedDevice(kind, index + 1),
    }));
  return (
    <>
      {microphones.length > 0 && (
        <SelectField
          label={text.microphoneLabel}
          value={audioDeviceId ?? microphones[0]?.deviceId}
          options={options(microphones, 'microphone')}
          onChange={(event) => onSwitchDevice('audio', event.target.value)}
        />
      )}
      {cameras.length > 0 && (
        <SelectField
          label={text.cameraLabel}
          value={videoDeviceId ?? cameras[0]?.deviceId}
          options={options(cameras, 'camera')}
          onChange={(event) => onSwitchDevice('video', event.target.value)}
        />
      )}
    </>
  );
}
