import { type Chapter, monetizationMessages } from '@ruume/contracts';
import { VisuallyHidden } from '@ruume/ui-kit';
import { formatTimestamp } from '../../utils/format';
import {
  StyledBar,
  StyledChapterBar,
  StyledNow,
  StyledSegment,
} from './chapter-bar.styles';

const text = monetizationMessages.summary;

export interface ChapterBarProps {
  chapters: readonly Chapter[];
  /** The recording's length; the bar waits for it. */
  durationMs: number;
  /** Where the player is; null before it plays. */
  currentMs: number | null;
  onSeek: (ms: number) => void;
}

/** The chapter the player is in: the last to start at or before `ms`. */
export function chapterAt(
  chapters: readonly Chapter[],
  ms: number | null,
): number | null {
  if (ms === null) return null;
  let at: number | null = null;
  for (const [index, chapter] of chapters.entries())
    if (chapter.startMs <= ms) at = index;
  return at;
}

/**
 * The recording's chapters under the player, as the seek bar's marks: each part as wide as it
 * lasts, the one playing marked and named; a part plays from its start.
 */
export function ChapterBar({
  chapters,
  durationMs,
  currentMs,
  onSeek,
}: ChapterBarProps) {
  const current = chapterAt(chapters, currentMs);
  return (
    <StyledChapterBar aria-label={text.chapterBarLabel}>
      <StyledBar>
        {chapters.map((chapter, index) => {
          const end = chapters[index + 1]?.startMs ?? durationMs;
          return (
            <StyledSegment
              key={`${chapter.startMs}-${index}`}
              type="button"
              $share={Math.max(1, end - chapter.startMs)}
              aria-current={index === current ? 'true' : undefined}
              title={chapter.title}
              onClick={() => onSeek(chapter.startMs)}
            >
              <VisuallyHidden>
                {`${text.playFrom} ${formatTimestamp(chapter.startMs)} ${chapter.title}`}
              </VisuallyHidden>
            </StyledSegment>
          );
        })}
      </StyledBar>
      <StyledNow aria-hidden="true">{chapters[current ?? 0]?.title}</StyledNow>
    </StyledChapterBar>
  );
}
