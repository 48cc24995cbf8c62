import {
  isModerator,
  isOnStage,
  liveRoomMessages as text,
  type RoomParticipant,
} from '@ruume/contracts';
import { Avatar, Badge, Button, Icon } from '@ruume/ui-kit';
import type { ConnectionQuality } from '../../live/media-transport';
import type { ModeratorTarget } from '../../live/room-snapshot';
import { LiveConnectionMark } from '../live-connection-mark/live-connection-mark';
import { nameParts } from '../live-tile/live-tile';
import {
  StyledActions,
  StyledRow,
  StyledState,
  StyledWho,
} from './live-people-panel.styles';

const roleBadge = (participant: RoomParticipant) =>
  participant.role === 'host' ? (
    <Badge tone="primary">{text.hostBadge}</Badge>
  ) : participant.role === 'cohost' ? (
    <Badge tone="info">{text.cohostBadge}</Badge>
  ) : null;

/** What a moderator may do to the people in the list (as LivePeoplePanel receives it). */
export interface PersonActions {
  onMute: (target: ModeratorTarget) => void;
  onRemove: (participant: RoomParticipant) => void;
  onCohost: (participantId: string, cohost: boolean) => void;
  /** Invite on stage or send back (rooms with an audience), else null. */
  moves: ((participantId: string, onStage: boolean) => void) | null;
}

/** One person, with what a moderator may do to them (nobody acts on the host). */
export function PersonRow({
  participant,
  self,
  quality,
  actions,
}: {
  participant: RoomParticipant;
  self: RoomParticipant;
  quality?: ConnectionQuality;
  actions: PersonActions;
}) {
  const { onMute, onRemove, onCohost, moves } = actions;
  const name = participant.displayName;
  const isSelf = participant.id === self.id;
  const moderator = isModerator(self.role);
  const host = self.role === 'host';
  // Moderators act on others, but nobody acts on the host.
  const actionable = moderator && !isSelf && participant.role !== 'host';
  return (
    <StyledRow data-testid={`person-${participant.id}`}>
      <span aria-hidden="true">
        <Avatar {...nameParts(name)} src={participant.avatarUrl} size="sm" />
      </span>
      <StyledWho>
        <span>{isSelf ? text.you(name) : name}</span>
      </StyledWho>
      {roleBadge(participant)}
      {moderator && participant.invited && (
        <Badge tone="info">{text.invitedBadge}</Badge>
      )}
      <StyledState>
        {participant.handRaised && (
          <Icon name="hand" size="sm" title={text.handRaised} />
        )}
        {/* The audience has no microphone to be off. */}
        {!participant.audio && isOnStage(participant.role) && (
          <Icon name="mic-off" size="sm" title={text.micOff} />
        )}
        {!isSelf && quality && <LiveConnectionMark quality={quality} />}
      </StyledState>
      {actionable && (
        <StyledActions aria-label={text.actionsFor(name)} role="group">
          {participant.audio && (
            <Button
              size="sm"
              variant="secondary"
              aria-label={text.muteNamed(name)}
              onClick={() => onMute(participant.id)}
            >
              {text.mute}
            </Button>
          )}
          {host && isOnStage(participant.role) && (
            <Button
              size="sm"
              variant="ghost"
              onClick={() =>
                onCohost(participant.id, participant.role !== 'cohost')
              }
            >
              {participant.role === 'cohost'
                ? text.unmakeCohost
                : text.makeCohost}
            </Button>
          )}
          {moves && participant.role === 'audience' && (
            <Button
              size="sm"
              variant="secondary"
              aria-label={text.inviteOnStageNamed(name)}
              disabled={participant.invited}
              onClick={() => moves(participant.id, true)}
            >
              {text.inviteOnStage}
            </Button>
          )}
          {moves &&
            (participant.role === 'participant' ||
              (host && participant.role === 'cohost')) && (
              <Button
                size="sm"
                variant="ghost"
                aria-label={text.moveToAudienceNamed(name)}
                onClick={() => moves(participant.id, false)}
              >
                {text.moveToAudience}
              </Button>
            )}
          <Button
            size="sm"
            variant="danger"
            aria-label={text.removeNamed(name)}
            onClick={() => onRemove(participant)}
          >
            {text.remove}
          </Button>
        </StyledActions>
      )}
    </StyledRow>
  );
}
