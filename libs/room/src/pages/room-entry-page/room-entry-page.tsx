import { useEffect, useId, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import {
  errorCode,
  errorMessage,
  errorStatus,
  useCurrentUser,
} from '@ruume/api-client';
import {
  paths,
  roomLink,
  type CurrentUser,
  type RoomEntry,
  type RoomEntryMode,
  lobbyMessages as text,
} from '@ruume/contracts';
import {
  Alert,
  Avatar,
  Button,
  ErrorState,
  Heading,
  Icon,
  LogoButton,
  Spinner,
  StatusPage,
  Text,
  formatMoney,
  useCopyLink,
  RoomMedia,
  SegmentedControl,
  useViewerTimeZone,
  browserLocation,
  formatSchedule,
} from '@ruume/ui-kit';
import { useRoomEntryQuery, useRoomStatusQuery } from '../../api/room-api';
import { LobbyJoinForm } from '../../components/lobby-join-form/lobby-join-form';
import { LobbyDeviceProblem } from '../../components/lobby-device-problem/lobby-device-problem';
import { LobbyPreview } from '../../components/lobby-preview/lobby-preview';
import { joinLabel } from '../../devices/device-problem';
import { useDevicePreview } from '../../devices/use-device-preview';
import { lobbyDraft } from './lobby-draft';
import {
  StyledActions,
  StyledEntry,
  StyledHint,
  StyledHost,
  StyledIntro,
  StyledJoin,
  StyledLinks,
  StyledLoading,
  StyledMedia,
  StyledPanel,
  StyledShade,
  StyledTopBar,
} from './room-entry-page.styles';
import { EntryHints, isBlocked, RoomState } from './lobby-notices';
import { useLobbyJoin } from './use-lobby-join';

/** How often the lobby asks whether the room is full or locked, so 'full' clears by itself. */
export const LOBBY_STATUS_POLL_MS = 10_000;

/** 'jane cooper' → first and last name, for the avatar's initials. */
const nameParts = (displayName: string) => {
  const [first = '', ...rest] = displayName.trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(' ') };
};

/** The name a signed-in person is known by, as their profile shows it. */
const nameOf = (user: CurrentUser | null) =>
  user
    ? (user.displayFirstNameOnly
        ? user.firstName
        : `${user.firstName} ${user.lastName}`
      ).trim()
    : '';

/** Back from the entry fee's checkout: /m/{roomId}?paid=1&email=… */
const paidEmailOf = (params: URLSearchParams) =>
  params.get('paid') === '1' ? params.get('email')?.trim() || null : null;

function Lobby({ room }: { room: RoomEntry }) {
  const zone = useViewerTimeZone();
  const { copy } = useCopyLink();
  const schedule = formatSchedule(room, zone);
  const nameId = useId();
  const [params] = useSearchParams();
  const paidEmail = paidEmailOf(params);
  // The receipt's re-entry link and the checkout's way back carry a signed pass.
  const entryToken = params.get('entry') || null;
  const { user } = useCurrentUser();
  const defaultName = nameOf(user) || lobbyDraft.name(room.roomId);
  const [typedName, setTypedName] = useState<string | null>(null);
  // The receipt of an audience ticket links back with ?as=audience.
  const [mode, setMode] = useState<RoomEntryMode>(
    params.get('as') === 'audience' ? 'audience' : 'participant',
  );
  const watching = mode === 'audience';
  // Watching needs neither camera nor microphone: they are not even asked for.
  const preview = useDevicePreview(undefined, !watching);
  const { data: status } = useRoomStatusQuery(
    { roomId: room.roomId },
    { pollingInterval: LOBBY_STATUS_POLL_MS },
  );
  const join = useLobbyJoin(
    room.roomId,
    preview.handOver,
    paidEmail,
    entryToken,
    mode,
  );
  const price = room.payments.find((p) => p.type === mode);
  const paid = watching ? status?.audience?.paid : status?.paid;
  const fee =
    price && !paid && !paidEmail && !entryToken
      ? formatMoney(price.amount, price.currency)
      : null;
  const { audio, video } = preview.choice;
  const audience = status?.audience ?? null;

  return (
    <StyledEntry>
      <RoomMedia background={room.background} variant="cover" />
      <StyledShade />
      <StyledTopBar>
        <LogoButton to={paths.home} />
      </StyledTopBar>
      <StyledPanel as="main" aria-labelledby={nameId}>
        <StyledIntro>
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
            {status
              ? text.peopleIn(status.participants, status.capacity)
              : text.capacity(room.limits.participants)}
          </StyledHint>
          {audience && (
            <StyledHint>
              <Icon name="eye" size="sm" />
              {text.audienceIn(audience.count, audience.capacity)}
            </StyledHint>
          )}
          <EntryHints
            room={room}
            feePaid={Boolean(status?.paid || paidEmail || entryToken)}
          />
        </StyledIntro>
        <StyledMedia>
          {(audience?.open || watching) && (
            <SegmentedControl<RoomEntryMode>
              label={text.entryModeLabel}
              value={mode}
              onValueChange={setMode}
              fullWidth
              options={[
                { value: 'participant', label: text.modeJoin },
                {
                  value: 'audience',
                  label: text.modeWatch,
                  disabled: !audience?.open,
                },
              ]}
            />
          )}
          {watching ? (
            <Alert tone="info" title={text.watchingTitle} live="none">
              {text.watchingText}
            </Alert>
          ) : (
            <>
              <LobbyPreview
                preview={preview}
                displayName={typedName ?? defaultName}
              />
              <LobbyDeviceProblem
                audioProblem={preview.audio.problem}
                videoProblem={preview.video.problem}
                audio={audio}
                video={video}
                retrying={preview.audio.opening || preview.video.opening}
                onRetry={preview.retry}
              />
            </>
          )}
        </StyledMedia>
        <StyledJoin>
          <RoomState
            status={status}
            allowed={room.limits.participants}
            mode={mode}
          />
          {paidEmail ? (
            <Alert tone="success" title={text.paidTitle} live="none">
              {text.paidText(paidEmail)}
            </Alert>
          ) : (
            entryToken && (
              <Alert tone="success" title={text.entryLinkTitle} live="none">
                {text.entryLinkText}
              </Alert>
            )
          )}
          <LobbyJoinForm
            defaultDisplayName={defaultName}
            passwordRequired={room.passwordRequired}
            fee={fee}
            paidEmail={paidEmail}
            joinLabel={watching ? text.watchNow : joinLabel(audio, video)}
            payLabel={watching ? text.payAndWatch : undefined}
            blocked={isBlocked(status, mode)}
            onNameChange={setTypedName}
            onJoin={join}
          />
          <StyledActions>
            <Button
              variant="ghost"
              leadingIcon="copy"
              fullWidth
              onClick={() =>
                void copy(roomLink(browserLocation.origin(), room.roomId))
              }
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
                    <a
                      href={link.url}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      {link.title}
                      <Icon name="external-link" size="xs" />
                    </a>
                  </li>
                ))}
              </ul>
            </StyledLinks>
          )}
        </StyledJoin>
      </StyledPanel>
    </StyledEntry>
  );
}

const isNotFound = (error: unknown) =>
  errorStatus(error) === 404 ||
  errorCode(error) === 'ROOM_NOT_FOUND' ||
  errorCode(error) === 'VALIDATION_ERROR';

/**
 * SPEC §2 /m/{roomId}, the lobby: the room before joining — its name, host, background and
 * what joining asks — with a camera and microphone preview, the name (and password, and entry
 * fee) form, and the room's live state; joining leads to /meeting/{roomId} (docs/lobby.md).
 */
export function RoomEntryPage() {
  const { roomId = '' } = useParams();
  const room = useRoomEntryQuery({ roomId });
  // The room's code loads while the person looks at their preview, not after they click join.
  useEffect(() => {
    void import('../room-page/room-page').catch(() => undefined);
  }, []);

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
  return room.data ? <Lobby room={room.data} /> : null;
}
