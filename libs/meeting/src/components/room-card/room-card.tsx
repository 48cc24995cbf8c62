import { useId } from 'react';
import { Link } from 'react-router-dom';
import {
  apiUrl,
  meetingEndpoints,
  paths,
  pathOf,
  roomLink,
  roomsMessages as text,
  type Meeting,
  type Template,
} from '@ruume/contracts';
import {
  Badge,
  Button,
  Icon,
  IconButton,
  formatMoney,
  browserLocation,
  formatSchedule,
  scheduleStatus,
  templateBackground,
  RoomMedia,
} from '@ruume/ui-kit';
import {
  StyledActions,
  StyledBadges,
  StyledBody,
  StyledCard,
  StyledEnd,
  StyledLine,
  StyledLink,
  StyledName,
  StyledThumb,
  StyledTitleRow,
} from './room-card.styles';

export interface RoomCardProps {
  meeting: Meeting;
  /** The meeting's template, for its background and password; absent while loading or deleted. */
  template?: Template;
  viewerZone: string;
  now: number;
  onCopyLink: () => void;
  onInvite: () => void;
  onUnsetSchedule: () => void;
  onDelete: () => void;
}

/** SPEC §7 meeting/{id}/calendar.ics: the host's download of the meeting as an event. */
export const calendarUrl = (id: string): string =>
  apiUrl(pathOf(meetingEndpoints.calendar, { id }));

/** The room's link as shown: without the scheme, which nobody reads. */
const shownLink = (roomId: string) =>
  roomLink(browserLocation.origin(), roomId).replace(/^https?:\/\//, '');

function RoomBadges({
  meeting,
  template,
  status,
}: {
  meeting: Meeting;
  template?: Template;
  status: ReturnType<typeof scheduleStatus>;
}) {
  return (
    <StyledBadges>
      {status === 'live' && <Badge tone="success">{text.liveBadge}</Badge>}
      {status === 'ended' && <Badge tone="neutral">{text.endedBadge}</Badge>}
      {meeting.customRoomId && <Badge tone="info">{text.personalBadge}</Badge>}
      {meeting.payments.map((payment) => (
        <Badge key={payment.type} tone="primary">
          {(payment.type === 'participant'
            ? text.feeBadge
            : text.audienceFeeBadge)(
            formatMoney(payment.amount, payment.currency),
          )}
        </Badge>
      ))}
      {template?.meetingPassword?.enabled && (
        <Badge tone="neutral">
          <Icon name="lock" size="xs" /> {text.passwordBadge}
        </Badge>
      )}
    </StyledBadges>
  );
}

/** One room of the dashboard: its background, name, time and link, and what to do with it. */
export function RoomCard({
  meeting,
  template,
  viewerZone,
  now,
  onCopyLink,
  onInvite,
  onUnsetSchedule,
  onDelete,
}: RoomCardProps) {
  const nameId = useId();
  const status = scheduleStatus(meeting, now);
  const schedule = formatSchedule(meeting, viewerZone, now);
  const scheduled = status !== 'instant';
  const ended = status === 'ended';
  return (
    <StyledCard aria-labelledby={nameId} data-status={status}>
      <StyledThumb>
        <RoomMedia
          background={template ? templateBackground(template) : null}
          variant="thumbnail"
        />
      </StyledThumb>
      <StyledBody>
        <StyledTitleRow>
          <StyledName id={nameId}>{meeting.name}</StyledName>
          <RoomBadges meeting={meeting} template={template} status={status} />
        </StyledTitleRow>
        {schedule && meeting.scheduledStartTime && (
          <StyledLine>
            <Icon name="calendar" size="sm" />
            <time dateTime={meeting.scheduledStartTime}>{schedule}</time>
          </StyledLine>
        )}
        <StyledLink>
          <Icon name="link" size="sm" />
          <span>{shownLink(meeting.roomId)}</span>
        </StyledLink>
        <StyledActions>
          <Button
            as={Link}
            to={paths.room(meeting.roomId)}
            size="sm"
            trailingIcon="arrow-right"
            aria-describedby={nameId}
          >
            {text.enterRoom}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            leadingIcon="copy"
            aria-describedby={nameId}
            onClick={onCopyLink}
          >
            {text.copyLink}
          </Button>
          {scheduled && !ended && (
            <>
              <Button
                as="a"
                href={calendarUrl(meeting.id)}
                download
                size="sm"
                variant="ghost"
                leadingIcon="calendar"
                aria-describedby={nameId}
              >
                {text.addToCalendar}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                leadingIcon="mail"
                aria-describedby={nameId}
                onClick={onInvite}
              >
                {text.invite}
              </Button>
            </>
          )}
          {scheduled && (
            <Button
              size="sm"
              variant="ghost"
              aria-describedby={nameId}
              onClick={onUnsetSchedule}
            >
              {text.unsetSchedule}
            </Button>
          )}
          <StyledEnd>
            <IconButton
              icon="trash"
              label={text.deleteRoom}
              size="sm"
              aria-describedby={nameId}
              onClick={onDelete}
            />
          </StyledEnd>
        </StyledActions>
      </StyledBody>
    </StyledCard>
  );
}
