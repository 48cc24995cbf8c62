import { useState } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router-dom';
import { paths, roomsMessages as text } from '@ruume/contracts';
import { Button, Heading, NavTabs, Stack, Text } from '@ruume/ui-kit';
import { MeetingLimitModal } from '../../components/meeting-limit-modal/meeting-limit-modal';
import { RoomList } from '../../components/room-list/room-list';
import { ScheduleDialog } from '../../components/schedule-dialog/schedule-dialog';
import type { ScheduleMode } from '../../components/schedule-dialog/schedule-form';
import { StartRoomPicker } from '../../components/start-room-picker/start-room-picker';
import { viewOfPath } from '../../utils/dashboard-view';
import { StyledHeader } from './dashboard-page.styles';

type Open = 'picker' | ScheduleMode | 'limit' | null;

const tabs = [
  { to: paths.dashboard.root, label: text.allTab, end: true },
  { to: paths.dashboard.scheduled, label: text.scheduledTab },
  { to: paths.dashboard.my, label: text.myTab },
];

/**
 * SPEC §2 /dashboard, /dashboard/scheduled, /dashboard/my: the host's rooms, one list per tab,
 * with 'start a room' (one click from a template) and 'schedule' always at hand.
 */
export function DashboardPage() {
  const view = viewOfPath(useLocation().pathname);
  const navigate = useNavigate();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const limitReached = () => setOpen('limit');

  return (
    <Stack gap={6}>
      <StyledHeader>
        <Stack gap={1}>
          <Heading level={1}>{text.title}</Heading>
          <Text tone="muted">{text.subtitle}</Text>
        </Stack>
        <Stack direction="row" gap={3} wrap>
          {view === 'my' ? (
            <Button
              variant="secondary"
              leadingIcon="link"
              onClick={() => setOpen('personal')}
            >
              {text.newPersonalRoom}
            </Button>
          ) : (
            <Button
              variant="secondary"
              leadingIcon="calendar"
              onClick={() => setOpen('schedule')}
            >
              {text.scheduleMeeting}
            </Button>
          )}
          <Button leadingIcon="plus" onClick={() => setOpen('picker')}>
            {text.startRoom}
          </Button>
        </Stack>
      </StyledHeader>
      <NavTabs label={text.sectionsLabel}>
        {tabs.map(({ to, label, end }) => (
          <NavLink key={to} to={to} end={end}>
            {label}
          </NavLink>
        ))}
      </NavTabs>
      <RoomList
        view={view}
        onStart={() => setOpen('picker')}
        onSchedule={() => setOpen('schedule')}
        onNewPersonalRoom={() => setOpen('personal')}
      />
      <StartRoomPicker
        open={open === 'picker'}
        onClose={close}
        onLimitReached={limitReached}
      />
      {(open === 'schedule' || open === 'personal') && (
        <ScheduleDialog
          open
          mode={open}
          onClose={close}
          onLimitReached={limitReached}
          onCreated={(meeting) => {
            if (open === 'schedule' && view !== 'scheduled')
              navigate(paths.dashboard.scheduled);
            if (open === 'personal' && meeting.customRoomId && view !== 'my')
              navigate(paths.dashboard.my);
          }}
        />
      )}
      <MeetingLimitModal open={open === 'limit'} onClose={close} />
    </Stack>
  );
}
