import { useId } from 'react';
import { Link, useParams } from 'react-router-dom';
import { errorCode, errorMessage, errorStatus } from '@ruume/api-client';
import { paths, roomsMessages as text, type RoomEntry } from '@ruume/contracts';
import {
  Avatar,
  Button,
  ErrorState,
  Heading,
  Icon,
  LogoButton,
  Spinner,
  StatusPage,
  Text,
} from '@ruume/ui-kit';
import { useMeetingQuery } from '../../api/meeting-api';
import { RoomMedia } from '../../components/room-media/room-media';
import { useCopyRoomLink } from '../../hooks/use-copy-room-link';
import { useViewerTimeZone } from '../../hooks/use-viewer-time-zone';
import { formatMoney } from '../../utils/format-money';
import { formatSchedule } from '../../utils/meeting-time';
import {
  StyledActions,
  StyledEntry,
  StyledHint,
  StyledHints,
  StyledHost,
  StyledLinks,
  StyledLoading,
  StyledPanel,
  StyledShade,
  StyledTopBar,
} from './room-entry-page.styles';

/** 'jane cooper' → first and last name, for the avatar's initials. */
const nameParts = (displayName: string) => {
  const [first = '', ...rest] = displayName.trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(' ') };
};

/** What joining asks of a guest: a password, a fee, a fee to watch. */
function EntryHints({ room }: { room: RoomEntry }) {
  const participant = room.payments.find((p) => p.type === 'participant');
  const audience = room.payments.find((p) => p.type === 'audience');
  if (!room.passwordRequired && !participant && !audience) return null;
  return (
    <StyledHints>
      {room.passwordRequired && (
        <StyledHint>
          <Icon name="lock" size="sm" />
          {text.passwordHint}
        </StyledHint>
      )}
      {participant && (
        <StyledHint>
          <Icon name="credit-card" size="sm" />
          {text.paidHint(formatMoney(participant.amount, participant.currency))}
        </StyledHint>
      )}
      {audience && (
        <StyledHint>
          <Icon name="eye" size="sm" />
          {text.audienceHint(formatMoney(audience.amount, audience.currency))}
        </StyledHint>
      )}
    </StyledHints>
  );
}

function Entry({ room }: { room: RoomEntry }) {
  const zone = useViewerTimeZone();
  const copyLink = useCopyRoomLink();
  const schedule = formatSchedule(room, zone);
  const nameId = useId();
  return (
    <StyledEntry>
      <RoomMedia background={room.background} variant="cover" />
      <StyledShade />
      <StyledTopBar>
        <LogoButton to={paths.home} />
      </StyledTopBar>
      <StyledPanel as="main" aria-labelledby={nameId}>
        <StyledHost>
          <Avatar
            {...nameParts(room.host.displayName)}
            src={room.host.avatarUrl}
            backgroundColor={room.host.avatarBackgroundColor}
            alt={room.host.displayName}
            size="md"
          />
          <Text size="sm" tone="muted">
            {text.hostedBy(room.host.displayName)}
          </Text>
        </StyledHost>
        <Heading level={1} id={nameId}>
          {room.name}
        </Heading>
        {schedule && room.scheduledStartTime && (
          <StyledHint>
            <Icon name="calendar" size="sm" />
            <time dateTime={room.scheduledStartTime}>
              {text.scheduledFor(schedule)}
            </time>
          </StyledHint>
        )}
        <StyledHint>
          <Icon name="user" size="sm" />
          {text.capacity(room.limits.participants)}
        </StyledHint>
        <EntryHints room={room} />
        <StyledActions>
          <Button
            as={Link}
            to={paths.meeting(room.roomId)}
            size="lg"
            fullWidth
            trailingIcon="arrow-right"
          >
            {text.join}
          </Button>
          <Button
            variant="ghost"
            leadingIcon="copy"
            fullWidth
            onClick={() => void copyLink(room.roomId)}
          >
            {text.copyRoomLink}
          </Button>
        </StyledActions>
        {room.embeddedLinks.length > 0 && (
          <StyledLinks aria-label={text.roomLinksTitle}>
            <Text size="sm" weight="semibold">
              {text.roomLinksTitle}
            </Text>
            <ul>
              {room.embeddedLinks.map((link) => (
                <li key={link.url}>
                  <a href={link.url} target="_blank" rel="noopener noreferrer">
                    {link.title}
                    <Icon name="external-link" size="xs" />
                  </a>
                </li>
              ))}
            </ul>
          </StyledLinks>
        )}
      </StyledPanel>
    </StyledEntry>
  );
}

const isNotFound = (error: unknown) =>
  errorStatus(error) === 404 ||
  errorCode(error) === 'ROOM_NOT_FOUND' ||
  errorCode(error) === 'VALIDATION_ERROR';

/**
 * SPEC §2 /m/{roomId}: the room before anyone joins — its name, host, background and what
 * joining asks — with the join button (the live-room issue turns it into the lobby).
 */
export function RoomEntryPage() {
  const { roomId = '' } = useParams();
  const room = useMeetingQuery({ roomId });

  if (room.isLoading)
    return (
      <StyledLoading>
        <Spinner size="lg" tone="primary" label={text.entryLoading} />
      </StyledLoading>
    );
  if (room.isError) {
    if (isNotFound(room.error))
      return (
        <StatusPage
          icon="video"
          title={text.roomNotFoundTitle}
          description={text.roomNotFoundText}
          actions={
            <Button as={Link} to={paths.dashboard.root} replace>
              {text.backHome}
            </Button>
          }
        />
      );
    return (
      <ErrorState
        title={text.entryFailedTitle}
        description={errorMessage(room.error)}
        actionLabel={text.tryAgain}
        onAction={() => void room.refetch()}
      />
    );
  }
  return room.data ? <Entry room={room.data} /> : null;
}
