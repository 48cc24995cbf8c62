import { useState, type ReactNode } from 'react';
import { errorMessage, pagedList } from '@ruume/api-client';
import {
  roomLink,
  roomsMessages as text,
  type Meeting,
} from '@ruume/contracts';
import {
  ConfirmDialog,
  Heading,
  LoadError,
  LoadMore,
  Spinner,
  Stack,
  toast,
  useCopyLink,
  useViewerTimeZone,
  browserLocation,
  formatDayHeading,
  scheduleStatus,
} from '@ruume/ui-kit';
import {
  useDeleteMeetingMutation,
  useDeleteScheduledMeetingMutation,
  useMeetingsInfiniteQuery,
  useMeetingsWithCustomRoomIdInfiniteQuery,
  useScheduledMeetingsInfiniteQuery,
  useTemplatesQuery,
  useUnsetScheduledTimeMutation,
} from '../../api/meeting-api';
import { useNow } from '../../hooks/use-now';
import type { DashboardView } from '../../utils/dashboard-view';
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

/**
 * The list a view shows: each list is its own call (SPEC §7), fetched when its tab opens and
 * page by page as the host scrolls.
 */
function useViewList(view: DashboardView) {
  const all = useMeetingsInfiniteQuery(undefined, { skip: view !== 'all' });
  const scheduled = useScheduledMeetingsInfiniteQuery(undefined, {
    skip: view !== 'scheduled',
  });
  const my = useMeetingsWithCustomRoomIdInfiniteQuery(undefined, {
    skip: view !== 'my',
  });
  return { all, scheduled, my }[view];
}

/** A confirmed change of a room: busy while it runs, failed if it did, a toast once done. */
function useRoomChange(onDone: () => void) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const run = async (
    change: () => PromiseLike<{ error?: unknown }>,
    doneMessage: string,
  ) => {
    setBusy(true);
    setFailed(false);
    const result = await change();
    setBusy(false);
    if (result.error !== undefined) {
      console.error('changing the room failed', result.error);
      setFailed(true);
      return;
    }
    toast.success(doneMessage);
    onDone();
  };
  return { busy, failed, run, reset: () => setFailed(false) };
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
  const { copy } = useCopyLink();
  const zone = useViewerTimeZone();
  const now = useNow();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [deleteMeeting] = useDeleteMeetingMutation();
  const [deleteScheduled] = useDeleteScheduledMeetingMutation();
  const [unsetSchedule] = useUnsetScheduledTimeMutation();
  const close = () => setDialog(null);
  const change = useRoomChange(close);
  const open = (kind: 'delete' | 'unset' | 'invite', meeting: Meeting) => {
    change.reset();
    setDialog({ kind, meeting });
  };

  if (list.isLoading)
    return (
      <Stack align="center" gap={3}>
        <Spinner size="lg" tone="primary" label={text.listLoading} />
      </Stack>
    );
  if (list.isError)
    return (
      <LoadError
        title={text.listFailed}
        message={errorMessage(list.error)}
        onRetry={() => void list.refetch()}
      />
    );
  const { items: meetings, loadMore } = pagedList(list);
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
            onCopyLink={() =>
              void copy(roomLink(browserLocation.origin(), meeting.roomId))
            }
            onInvite={() => open('invite', meeting)}
            onUnsetSchedule={() => open('unset', meeting)}
            onDelete={() => open('delete', meeting)}
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
      <LoadMore {...loadMore} />
      {dialog?.kind === 'delete' && meeting && (
        <ConfirmDialog
          title={text.deleteTitle(meeting.name)}
          description={text.deleteText}
          cancelLabel={text.keepRoom}
          confirmLabel={text.deleteConfirm}
          busy={change.busy}
          busyLabel={text.deleting}
          error={change.failed && text.deleteFailed}
          closeLabel={text.close}
          onConfirm={() =>
            void change.run(
              () =>
                view === 'scheduled'
                  ? deleteScheduled({ id: meeting.id })
                  : deleteMeeting({ id: meeting.id }),
              text.deleted,
            )
          }
          onCancel={close}
        />
      )}
      {dialog?.kind === 'unset' && meeting && (
        <ConfirmDialog
          title={text.unsetTitle}
          description={text.unsetText}
          cancelLabel={text.keepSchedule}
          confirmLabel={text.unsetConfirm}
          busy={change.busy}
          busyLabel={text.unsetting}
          error={change.failed && text.unsetFailed}
          closeLabel={text.close}
          onConfirm={() =>
            void change.run(() => unsetSchedule({ id: meeting.id }), text.unset)
          }
          onCancel={close}
        />
      )}
      {dialog?.kind === 'invite' && meeting && (
        <InviteDialog meeting={meeting} onClose={close} />
      )}
    </>
  );
}
