import { useId } from 'react';
import { roomsMessages as text } from '@ruume/contracts';
import { Button, Heading, Icon, Stack, Text } from '@ruume/ui-kit';
import type { DashboardView } from '../../utils/dashboard-view';
import { StyledEmpty, StyledSteps } from './rooms-empty.styles';

export interface RoomsEmptyProps {
  view: DashboardView;
  onStart: () => void;
  onSchedule: () => void;
  onNewPersonalRoom: () => void;
}

/** No rooms in this list yet: what it is for, and the one button that fills it. */
export function RoomsEmpty({
  view,
  onStart,
  onSchedule,
  onNewPersonalRoom,
}: RoomsEmptyProps) {
  const titleId = useId();
  if (view === 'scheduled')
    return (
      <StyledEmpty aria-labelledby={titleId}>
        <Icon name="calendar" size="xl" />
        <Heading level={2} size="lg" id={titleId}>
          {text.emptyScheduledTitle}
        </Heading>
        <Text tone="muted">{text.emptyScheduledText}</Text>
        <Button leadingIcon="calendar" onClick={onSchedule}>
          {text.scheduleMeeting}
        </Button>
      </StyledEmpty>
    );
  if (view === 'my')
    return (
      <StyledEmpty aria-labelledby={titleId}>
        <Icon name="link" size="xl" />
        <Heading level={2} size="lg" id={titleId}>
          {text.emptyMyTitle}
        </Heading>
        <Text tone="muted">{text.emptyMyText}</Text>
        <Button leadingIcon="plus" onClick={onNewPersonalRoom}>
          {text.newPersonalRoom}
        </Button>
      </StyledEmpty>
    );
  return (
    <StyledEmpty aria-labelledby={titleId}>
      <Icon name="video" size="xl" />
      <Heading level={2} size="lg" id={titleId}>
        {text.emptyAllTitle}
      </Heading>
      <Text tone="muted">{text.emptyAllText}</Text>
      <StyledSteps>
        {text.emptySteps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </StyledSteps>
      <Stack direction="row" gap={3} justify="center" wrap>
        <Button leadingIcon="plus" onClick={onStart}>
          {text.startRoom}
        </Button>
        <Button variant="secondary" leadingIcon="calendar" onClick={onSchedule}>
          {text.scheduleMeeting}
        </Button>
      </Stack>
    </StyledEmpty>
  );
}
