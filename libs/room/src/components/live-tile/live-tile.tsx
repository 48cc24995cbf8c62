import { useRef } from 'react';
import { type RoomParticipant, liveRoomMessages } from '@ruume/contracts';
import { Avatar, Icon, VisuallyHidden } from '@ruume/ui-kit';
import type { ConnectionQuality } from '../../live/media-transport';
import { useStreamPlayback } from '../../live/sound-gate';
import { LiveConnectionMark } from '../live-connection-mark/live-connection-mark';
import {
  StyledMutedMark,
  StyledName,
  StyledNameplate,
  StyledPlaceholder,
  StyledRoundBadge,
  StyledTile,
  StyledTopBadges,
  StyledVideo,
} from './live-tile.styles';

const text = liveRoomMessages;

/** 'jane cooper' → first and last name, for the avatar's initials. */
export const nameParts = (displayName: string) => {
  const [first = '', ...rest] = displayName.trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(' ') };
};

export interface LiveTileProps {
  participant: RoomParticipant;
  /** Their camera (or screen) with their audio; null until it arrives. */
  stream: MediaStream | null;
  isSelf?: boolean;
  speaking?: boolean;
  /** Our link to them (none for ourselves). */
  quality?: ConnectionQuality;
  /** The big tile of a screen share: shows the screen (other tiles show the camera). */
  spotlight?: boolean;
}

/** One person: their video (or avatar), name, microphone, hand, speaking ring and link. */
export function LiveTile({
  participant,
  stream,
  isSelf = false,
  speaking = false,
  quality,
  spotlight = false,
}: LiveTileProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const name = participant.displayName;
  const asScreen = spotlight && participant.screen;
  const showsVideo =
    !!stream &&
    (participant.video || asScreen) &&
    stream.getVideoTracks().length > 0;

  useStreamPlayback(videoRef, stream, isSelf);

  return (
    <StyledTile
      $speaking={speaking}
      $spotlight={spotlight}
      data-testid={`tile-${participant.id}`}
      data-speaking={speaking || undefined}
    >
      {/* Rendered while their camera is off too: it plays their voice. */}
      {stream && (
        <StyledVideo
          ref={videoRef}
          autoPlay
          playsInline
          muted={isSelf}
          aria-label={asScreen ? text.screenOf(name) : text.videoOf(name)}
          aria-hidden={showsVideo ? undefined : true}
          $mirror={isSelf && !asScreen}
          $fit={asScreen ? 'contain' : 'cover'}
          $hidden={!showsVideo}
        />
      )}
      {!showsVideo && (
        <StyledPlaceholder>
          <Avatar
            {...nameParts(name)}
            src={participant.avatarUrl}
            alt={name}
            size={spotlight ? 'xl' : 'lg'}
          />
        </StyledPlaceholder>
      )}
      <StyledTopBadges>
        {participant.handRaised && (
          <StyledRoundBadge $tone="primary">
            <Icon name="hand" size="sm" title={text.handRaised} />
          </StyledRoundBadge>
        )}
        {participant.screen && (
          <StyledRoundBadge $tone="dark">
            <Icon name="screen" size="sm" title={text.sharingScreen} />
          </StyledRoundBadge>
        )}
      </StyledTopBadges>
      <StyledNameplate>
        {!participant.audio && (
          <StyledMutedMark>
            <Icon name="mic-off" size="sm" title={text.micOff} />
          </StyledMutedMark>
        )}
        <StyledName>{isSelf ? text.you(name) : name}</StyledName>
        {participant.role !== 'participant' && (
          <VisuallyHidden>
            {participant.role === 'host' ? text.hostBadge : text.cohostBadge}
          </VisuallyHidden>
        )}
        {speaking && <VisuallyHidden>{text.speaking}</VisuallyHidden>}
        {quality && <LiveConnectionMark quality={quality} />}
      </StyledNameplate>
    </StyledTile>
  );
}
