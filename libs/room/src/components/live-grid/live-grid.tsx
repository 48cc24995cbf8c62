import { useEffect, useRef, useState } from 'react';
import { type RoomParticipant, liveRoomMessages } from '@ruume/contracts';
import { Button } from '@ruume/ui-kit';
import type { ConnectionQuality } from '../../live/media-transport';
import {
  STAGE_PAGE_SIZE,
  columnsFor,
  layerForTile,
  stageOrder,
  stagePage,
  tileHeightFor,
  type VideoWant,
} from '../../live/stage-layout';
import { LiveTile } from '../live-tile/live-tile';
import {
  StyledGrid,
  StyledMain,
  StyledPager,
  StyledSpotlight,
  StyledStage,
  StyledStrip,
} from './live-grid.styles';

const text = liveRoomMessages;

export { columnsFor };

export interface LiveGridProps {
  /** Self first. */
  participants: RoomParticipant[];
  selfId: string | null;
  /** Everyone's camera (with their audio); on the mesh a sharer's carries the screen. */
  streams: Record<string, MediaStream | null | undefined>;
  /** Screens sent beside a camera (ours, and everyone's on the SFU). */
  screens?: Record<string, MediaStream | null | undefined>;
  activeSpeakerId: string | null;
  /** Who spoke last, most recent first: shown first. */
  recentSpeakers?: string[];
  quality: Record<string, ConnectionQuality>;
  /** Tiles per page (fewer on a phone). */
  pageSize?: number;
  /** The videos on screen and the layer each needs (the SFU receives only these). */
  onShowVideos?: (wants: VideoWant[]) => void;
}

/** The stage's height, measured where the browser can (a guess elsewhere). */
function useHeight() {
  const ref = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState(720);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry && entry.contentRect.height > 0)
        setHeight(Math.round(entry.contentRect.height));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, height };
}

/**
 * Everyone's tiles, the recent speakers first, a page at a time; a shared screen takes the stage
 * with the cameras (the sharer's too) in a strip below.
 */
export function LiveGrid({
  participants,
  selfId,
  streams,
  screens = {},
  activeSpeakerId,
  recentSpeakers = [],
  quality,
  pageSize = STAGE_PAGE_SIZE,
  onShowVideos,
}: LiveGridProps) {
  const [pageAsked, setPage] = useState(0);
  const { ref, height } = useHeight();
  const sharing = participants.find((p) => p.screen);
  const ordered = stageOrder(participants, selfId, recentSpeakers);
  const { tiles, page, pages } = stagePage(ordered, pageAsked, pageSize);
  // Until a sharer's screen comes apart from their camera (an older peer sends it in the
  // camera's place), their one video stands in for it and their strip tile shows the avatar.
  const screenApart = !!sharing && !!screens[sharing.id];
  const screenStream = sharing
    ? (screens[sharing.id] ?? streams[sharing.id] ?? null)
    : null;

  const wants: VideoWant[] = [];
  const stripLayer = 0;
  const gridLayer = layerForTile(tileHeightFor(tiles.length, height));
  for (const p of tiles)
    if (p.id !== selfId && p.video)
      wants.push({
        participantId: p.id,
        kind: 'camera',
        layer: sharing ? stripLayer : gridLayer,
      });
  if (sharing && sharing.id !== selfId)
    wants.push({ participantId: sharing.id, kind: 'screen', layer: 2 });
  const wantsKey = JSON.stringify(wants);
  useEffect(() => {
    onShowVideos?.(JSON.parse(wantsKey) as VideoWant[]);
  }, [wantsKey, onShowVideos]);

  const tile = (participant: RoomParticipant) => {
    const cameraHidden =
      participant === sharing && !screenApart && participant.id !== selfId;
    return (
      <LiveTile
        key={participant.id}
        participant={participant}
        stream={cameraHidden ? null : (streams[participant.id] ?? null)}
        isSelf={participant.id === selfId}
        speaking={participant.id === activeSpeakerId}
        quality={
          participant.id === selfId
            ? undefined
            : (quality[participant.id] ?? 'unknown')
        }
      />
    );
  };

  const pager = pages > 1 && (
    <StyledPager>
      <Button
        size="sm"
        variant="secondary"
        leadingIcon="arrow-left"
        disabled={page === 0}
        onClick={() => setPage(page - 1)}
      >
        {text.previousPage}
      </Button>
      <span aria-live="polite">{text.pageOf(page + 1, pages)}</span>
      <Button
        size="sm"
        variant="secondary"
        trailingIcon="arrow-right"
        disabled={page === pages - 1}
        onClick={() => setPage(page + 1)}
      >
        {text.nextPage}
      </Button>
    </StyledPager>
  );

  if (sharing)
    return (
      <StyledSpotlight ref={ref}>
        <StyledMain aria-label={text.screenOf(sharing.displayName)}>
          <LiveTile
            participant={sharing}
            stream={screenStream}
            isSelf={sharing.id === selfId}
            spotlight
          />
        </StyledMain>
        <StyledStrip aria-label={text.cameraStripLabel} tabIndex={0}>
          {tiles.map(tile)}
        </StyledStrip>
        {pager}
      </StyledSpotlight>
    );
  return (
    <StyledStage ref={ref}>
      <StyledGrid
        aria-label={text.stageLabel}
        $columns={columnsFor(tiles.length)}
      >
        {tiles.map(tile)}
      </StyledGrid>
      {pager}
    </StyledStage>
  );
}
