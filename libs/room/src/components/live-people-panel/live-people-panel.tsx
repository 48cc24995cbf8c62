import { useId } from 'react';
import {
  isModerator,
  isOnStage,
  type RoomParticipant,
  type RoomSettings,
  type RoomWaiter,
  liveRoomMessages,
} from '@ruume/contracts';
import { Avatar, Badge, Button, Icon, Toggle } from '@ruume/ui-kit';
import type { ConnectionQuality } from '../../live/media-transport';
import type { ModeratorTarget } from '../../live/room-snapshot';
import { LiveConnectionMark } from '../live-connection-mark/live-connection-mark';
import { LiveSidePanel } from '../live-side-panel/live-side-panel';
import { nameParts } from '../live-tile/live-tile';
import {
  StyledActions,
  StyledList,
  StyledRow,
  StyledSection,
  StyledSectionHeader,
  StyledState,
  StyledWaitingSection,
  StyledWho,
} from './live-people-panel.styles';

const text = liveRoomMessages;

export interface LivePeoplePanelProps {
  self: RoomParticipant;
  others: RoomParticipant[];
  waiting: RoomWaiter[];
  settings: RoomSettings;
  /** How many watch (everyone sees the count; moderators find them in `others`). */
  audience?: number;
  /** The host's plan takes an audience: moderators get its settings. */
  hasAudience?: boolean;
  /** Our connection to each person, by id (as their tiles show it). */
  quality?: Record<string, ConnectionQuality>;
  onAdmit: (target: ModeratorTarget) => void;
  onDeny: (target: ModeratorTarget) => void;
  onMute: (target: ModeratorTarget) => void;
  /** Opens the remove dialog for this person. */
  onRemove: (participant: RoomParticipant) => void;
  onCohost: (participantId: string, cohost: boolean) => void;
  /** Invite someone watching on stage, or send someone on stage back (rooms with an audience). */
  onStage?: (participantId: string, onStage: boolean) => void;
  onSettings: (settings: Partial<RoomSettings>) => void;
  onEnd: () => void;
  onClose: () => void;
}

const roleBadge = (participant: RoomParticipant) =>
  participant.role === 'host' ? (
    <Badge tone="primary">{text.hostBadge}</Badge>
  ) : participant.role === 'cohost' ? (
    <Badge tone="info">{text.cohostBadge}</Badge>
  ) : null;

/** Who is in the room and who waits; moderators act on each from here. */
export function LivePeoplePanel({
  self,
  others,
  waiting,
  settings,
  audience = 0,
  hasAudience = false,
  quality = {},
  onAdmit,
  onDeny,
  onMute,
  onRemove,
  onCohost,
  onStage,
  onSettings,
  onEnd,
  onClose,
}: LivePeoplePanelProps) {
  const moderator = isModerator(self.role);
  const host = self.role === 'host';
  const waitingId = useId();
  const inRoomId = useId();
  const settingsId = useId();
  const audienceId = useId();
  const all = [self, ...others];
  const everyone = all.filter((p) => isOnStage(p.role));
  // Raised hands first: the people asking to come on stage.
  const watchers = all
    .filter((p) => !isOnStage(p.role))
    .sort((a, b) => Number(b.handRaised) - Number(a.handRaised));
  const moves = hasAudience && onStage ? onStage : null;

  /** One person, with what a moderator may do to them (nobody acts on the host). */
  const row = (participant: RoomParticipant) => {
    const name = participant.displayName;
    const isSelf = participant.id === self.id;
    // Moderators act on others, but nobody acts on the host.
    const actionable = moderator && !isSelf && participant.role !== 'host';
    return (
      <StyledRow key={participant.id} data-testid={`person-${participant.id}`}>
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
          {!isSelf && quality[participant.id] && (
            <LiveConnectionMark quality={quality[participant.id]} />
          )}
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
  };

  return (
    <LiveSidePanel title={text.peopleTitle} onClose={onClose}>
      {moderator && waiting.length > 0 && (
        <StyledWaitingSection aria-labelledby={waitingId}>
          <StyledSectionHeader>
            <h3 id={waitingId}>{text.waitingTitleList(waiting.length)}</h3>
            {waiting.length > 1 && (
              <StyledActions>
                <Button size="sm" onClick={() => onAdmit('all')}>
                  {text.admitAll}
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => onDeny('all')}
                >
                  {text.denyAll}
                </Button>
              </StyledActions>
            )}
          </StyledSectionHeader>
          <StyledList>
            {waiting.map((waiter) => (
              <StyledRow key={waiter.id} data-testid={`waiter-${waiter.id}`}>
                <span aria-hidden="true">
                  <Avatar {...nameParts(waiter.displayName)} size="sm" />
                </span>
                <StyledWho>
                  <span>{waiter.displayName}</span>
                  <span>
                    {waiter.signedIn ? text.signedInBadge : text.guestBadge}
                  </span>
                </StyledWho>
                {waiter.watch && (
                  <Badge tone="neutral">{text.watchBadge}</Badge>
                )}
                <StyledActions>
                  <Button
                    size="sm"
                    aria-label={text.admitNamed(waiter.displayName)}
                    onClick={() => onAdmit(waiter.id)}
                  >
                    {text.admit}
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={text.denyNamed(waiter.displayName)}
                    onClick={() => onDeny(waiter.id)}
                  >
                    {text.deny}
                  </Button>
                </StyledActions>
              </StyledRow>
            ))}
          </StyledList>
        </StyledWaitingSection>
      )}

      <StyledSection aria-labelledby={inRoomId}>
        <StyledSectionHeader>
          <h3 id={inRoomId}>{text.inRoomCount(everyone.length)}</h3>
          {moderator && everyone.length > 1 && (
            <Button size="sm" variant="secondary" onClick={() => onMute('all')}>
              {text.muteAll}
            </Button>
          )}
        </StyledSectionHeader>
        <StyledList>{everyone.map(row)}</StyledList>
      </StyledSection>

      {audience > 0 && (
        <StyledSection aria-labelledby={audienceId}>
          <h3 id={audienceId}>{text.audienceTitle(audience)}</h3>
          {moderator && <StyledList>{watchers.map(row)}</StyledList>}
        </StyledSection>
      )}

      {moderator && (
        <StyledSection aria-labelledby={settingsId}>
          <h3 id={settingsId}>{text.roomSettings}</h3>
          <Toggle
            label={text.lockRoom}
            description={text.lockRoomHint}
            checked={settings.locked}
            onCheckedChange={(locked) => onSettings({ locked })}
          />
          <Toggle
            label={text.waitingRoom}
            description={text.waitingRoomHint}
            checked={settings.waitingRoom}
            onCheckedChange={(waitingRoom) => onSettings({ waitingRoom })}
          />
          <Toggle
            label={text.lockMics}
            description={text.lockMicsHint}
            checked={settings.micLocked}
            onCheckedChange={(micLocked) => onSettings({ micLocked })}
          />
          {hasAudience && (
            <>
              <Toggle
                label={text.allowAudience}
                description={text.allowAudienceHint}
                checked={settings.audience}
                onCheckedChange={(open) => onSettings({ audience: open })}
              />
              <Toggle
                label={text.audienceChat}
                description={text.audienceChatHint}
                checked={settings.audienceChat}
                onCheckedChange={(audienceChat) => onSettings({ audienceChat })}
              />
            </>
          )}
          {host && (
            <Button variant="danger" onClick={onEnd}>
              {text.endForAll}
            </Button>
          )}
        </StyledSection>
      )}
    </LiveSidePanel>
  );
}
