import { useState, type ReactNode } from 'react';
import { errorMessage } from '@ruume/api-client';
import { roomsMessages as text, type Meeting } from '@ruume/contracts';
import { Alert, Button, Heading, Spinner, Stack, Text } from '@ruume/ui-kit';
import {
  useDeleteMeetingMutation,
  useDeleteScheduledMeetingMutation,
  useMeetingsQuery,
  useMeetingsWithCustomRoomIdQuery,
  useScheduledMeetingsQuery,
  useTemplatesQuery,
  useUnsetScheduledTimeMutation,
} from '../../api/meeting-api';
import { useCopyRoomLink } from '../../hooks/use-copy-room-link';
import { useNow } from '../../hooks/use-now';
import { useViewerTimeZone } from '../../hooks/use-viewer-time-zone';
import type { DashboardView } from '../../utils/dashboard-view';
import { formatDayHeading, scheduleStatus } from '../../utils/meeting-time';
import { ConfirmDialog } from '../confirm-dialog/confirm-dialog';
import { InviteDialog } from '../invite-dialog/invite-dialog';
import { RoomCard } from '../room-card/room-card';
import { RoomsEmpty } from '../rooms-empty/rooms-empty';
import { StyledGroup, StyledList } from './room-list.styles';

export interface RoomListProps {
  view: DashboardView;
  onStart: () => void;
  onSchedule: () => void;
  onNewPersonalRoom: () => void;
}

type Dialog = {
  kind: 'delete' | 'unset' | 'invite';
  meeting: Meeting;
} | null;

/** The list a view shows: each list is its own call (SPEC §7), fetched when its tab opens. */
function useViewList(view: DashboardView) {
  const all = useMeetingsQuery(undefined, { skip: view !== 'all' });
  const scheduled = useScheduledMeetingsQuery(undefined, {
    skip: view !== 'scheduled',
  });
  const my = useMeetingsWithCustomRoomIdQuery(undefined, {
    skip: view !== 'my',
  });
  return { all, scheduled, my }[view];
}

/** Upcoming meetings soonest first, grouped by their day in the viewer's zone; then past ones. */
function scheduledGroups(list: Meeting[], zone: string, now: number) {
  const start = (m: Meeting) => Date.parse(m.scheduledStartTime ?? '');
  const upcoming = list
    .filter((m) => scheduleStatus(m, now) !== 'ended')
    .sort((a, b) => start(a) - start(b));
  const past = list
    .filter((m) => scheduleStatus(m, now) === 'ended')
    .sort((a, b) => start(b) - start(a));
  const days = new Map<string, Meeting[]>();
  for (const meeting of upcoming) {
    const day = formatDayHeading(meeting.scheduledStartTime ?? '', zone);
    days.set(day, [...(days.get(day) ?? []), meeting]);
  }
  return { days: [...days.entries()], past };
}

/** The host's rooms of one dashboard view, with their dialogs. */
export function RoomList({
  view,
  onStart,
  onSchedule,
  onNewPersonalRoom,
}: RoomListProps) {
  const list = useViewList(view);
  const templates = useTemplatesQuery();
  const copyLink = useCopyRoomLink();
  const zone = useViewerTimeZone();
  const now = useNow();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [deleteMeeting] = useDeleteMeetingMutation();
  const [deleteScheduled] = useDeleteScheduledMeetingMutation();
  const [unsetSchedule] = useUnsetScheduledTimeMutation();
  const close = () => setDialog(null);

  if (list.isLoading)
    return (
      <Stack align="center" gap={3}>
        <Spinner size="lg" tone="primary" label={text.listLoading} />
      </Stack>
    );
  if (list.isError)
    return (
      <Alert tone="danger" title={text.listFailed}>
        <Stack gap={3} align="start">
          <Text size="sm">{errorMessage(list.error)}</Text>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => void list.refetch()}
          >
            {text.tryAgain}
          </Button>
        </Stack>
      </Alert>
    );
  const meetings = list.data ?? [];
  if (meetings.length === 0)
    return (
      <RoomsEmpty
        view={view}
        onStart={onStart}
        onSchedule={onSchedule}
        onNewPersonalRoom={onNewPersonalRoom}
      />
    );

  const templateOf = (meeting: Meeting) =>
    templates.data?.find((template) => template.id === meeting.templateId);
  const cards = (items: Meeting[]) => (
    <StyledList>
      {items.map((meeting) => (
        <li key={meeting.id}>
          <RoomCard
            meeting={meeting}
            template={templateOf(meeting)}
            viewerZone={zone}
            now={now}
            onCopyLink={() => void copyLink(meeting.roomId)}
            onInvite={() => setDialog({ kind: 'invite', meeting })}
            onUnsetSchedule={() => setDialog({ kind: 'unset', meeting })}
            onDelete={() => setDialog({ kind: 'delete', meeting })}
          />
        </li>
      ))}
    </StyledList>
  );

  let content: ReactNode;
  if (view === 'scheduled') {
    const { days, past } = scheduledGroups(meetings, zone, now);
    content = (
      <Stack gap={8}>
        {days.map(([day, items]) => (
          <StyledGroup key={day} aria-label={day}>
            <Heading level={2} size="md">
              {day}
            </Heading>
            {cards(items)}
          </StyledGroup>
        ))}
        {past.length > 0 && (
          <StyledGroup aria-label={text.past}>
            <Heading level={2} size="md">
              {text.past}
            </Heading>
            {cards(past)}
          </StyledGroup>
        )}
      </Stack>
    );
  } else {
    content = cards(meetings);
  }

  const { meeting } = dialog ?? {};
  return (
    <>
      {content}
      {dialog?.kind === 'delete' && meeting && (
        <ConfirmDialog
          title={text.deleteTitle(meeting.name)}
          description={text.deleteText}
          keepLabel={text.keepRoom}
          confirmLabel={text.deleteConfirm}
          busyLabel={text.deleting}
          doneMessage={text.deleted}
          failedMessage={text.deleteFailed}
          onConfirm={() =>
            view === 'scheduled'
              ? deleteScheduled({ id: meeting.id })
              : deleteMeeting({ id: meeting.id })
          }
          onClose={close}
        />
      )}
      {dialog?.kind === 'unset' && meeting && (
        <ConfirmDialog
          title={text.unsetTitle}
          description={text.unsetText}
          keepLabel={text.keepSchedule}
          confirmLabel={text.unsetConfirm}
          busyLabel={text.unsetting}
          doneMessage={text.unset}
          failedMessage={text.unsetFailed}
          onConfirm={() => unsetSchedule({ id: meeting.id })}
          onClose={close}
        />
      )}
      {dialog?.kind === 'invite' && meeting && (
        <InviteDialog meeting={meeting} onClose={close} />
      )}
    </>
  );
}
