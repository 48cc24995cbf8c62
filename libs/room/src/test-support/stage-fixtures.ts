// What the live room's component stories share beside its states (live-fixtures.ts): a co-host,
// long chat messages, the stage the components sit on, and fake camera streams.
import {
  createElement,
  useEffect,
  useState,
  type ComponentType,
  type ReactElement,
} from 'react';
import type { RoomChatMessage, RoomParticipant } from '@ruume/contracts';
import { theme } from '@ruume/ui-kit';
import {
  buildParticipant,
  chatHistory,
  fakeVideoStream,
  fixtureController,
  guestCy,
  hostJane,
  liveNow,
} from './live-fixtures';
import type {
  MediaSnapshot,
  RoomController,
  RoomSnapshot,
} from '../live/room-snapshot';
import type { LiveRoomState } from '../live/room-state';

/** A co-host beside the host (moderator actions, 'remove co-host'). */
export const cohostDee = buildParticipant({
  id: 'p-dee',
  displayName: 'dee rivera',
  role: 'cohost',
  joinedAt: liveNow - 7 * 60 * 1000,
});

/** Long messages: a url without spaces and a paragraph, to see the bubbles wrap. */
export const longChatMessages: RoomChatMessage[] = [
  ...chatHistory,
  {
    id: 'm4',
    from: guestCy.id,
    displayName: guestCy.displayName,
    text: 'the draft is at https://docs.example.com/team/standup/2025-06-10/notes-and-decisions-from-the-planning-session-final-v3',
    sentAt: liveNow - 3 * 60 * 1000,
  },
  {
    id: 'm5',
    from: hostJane.id,
    displayName: hostJane.displayName,
    text: 'great. before we start: please keep updates short today, two or three sentences each, and put anything that needs a longer discussion in the parking lot at the bottom of the doc so we can pick it up after the standup with only the people who need to be there.',
    sentAt: liveNow - 2 * 60 * 1000,
  },
];

export interface LiveStageOptions {
  width?: string;
  height?: string;
  /** Wrap the story in the <ul> a tile belongs to. */
  list?: boolean;
  /** At the stage's foot, as the control bar is (its cards open upwards). */
  bottom?: boolean;
}

/**
 * Story decorator: the room's dark stage behind a component shown alone (tiles, the bar,
 * reactions), so it reads as in the room. A story changes the size with
 * `parameters: { liveStage: { width, height } }`.
 */
export const withLiveStage =
  (defaults: LiveStageOptions = {}) =>
  (
    Story: ComponentType,
    context?: { parameters?: { liveStage?: LiveStageOptions } },
  ): ReactElement => {
    const { width, height, list, bottom } = {
      ...defaults,
      ...context?.parameters?.liveStage,
    };
    return createElement(
      'div',
      {
        style: {
          position: 'relative',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: bottom ? 'flex-end' : undefined,
          width,
          height,
          padding: theme.space[4],
          color: theme.color.textInverse,
          background: theme.color.text,
          borderRadius: theme.radius.lg,
        },
      },
      list
        ? createElement(
            'ul',
            {
              style: {
                display: 'grid',
                flex: 1,
                margin: 0,
                padding: 0,
                listStyle: 'none',
              },
            },
            createElement(Story),
          )
        : createElement(Story),
    );
  };

/** Stops a canvas-drawn stream (its drawing stops with its track). */
const stopFakeStream = (stream: MediaStream | null | undefined) =>
  stream?.getTracks().forEach((track) => track.stop());

/**
 * Canvas-drawn cameras for the `participants` with video or a screen, while the story shows
 * (stopped after); none in jsdom, where their tiles show avatars.
 */
export function useFakeStreams(
  participants: readonly RoomParticipant[],
): Record<string, MediaStream> {
  // Who films, as a value: a new array with the same people keeps the streams.
  const filming = JSON.stringify(
    participants.flatMap((p, index) =>
      p.video || p.screen ? [[p.id, p.displayName, index]] : [],
    ),
  );
  const [streams, setStreams] = useState<Record<string, MediaStream>>({});
  useEffect(() => {
    const made: Record<string, MediaStream> = {};
    for (const [id, name, index] of JSON.parse(filming) as [
      string,
      string,
      number,
    ][]) {
      const stream = fakeVideoStream(name, index);
      if (stream) made[id] = stream;
    }
    setStreams(made);
    return () => Object.values(made).forEach(stopFakeStream);
  }, [filming]);
  return streams;
}

/** The snapshot of a controller frozen in `room`, for as long as the story shows it. */
export function useFixtureSnapshot(
  room: LiveRoomState,
  media?: Partial<MediaSnapshot>,
): RoomSnapshot | null {
  const [controller, setController] = useState<RoomController | null>(null);
  useEffect(() => {
    const made = fixtureController(room, media);
    setController(made);
    return () => {
      const { local, remote } = made.getSnapshot().media;
      made.dispose();
      [local, ...Object.values(remote)].forEach(stopFakeStream);
    };
  }, [room, media]);
  return controller?.getSnapshot() ?? null;
}
