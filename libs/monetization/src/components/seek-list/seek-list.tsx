import { monetizationMessages } from '@ruume/contracts';
import { VisuallyHidden } from '@ruume/ui-kit';
import { formatTimestamp } from '../../utils/format';
import {
  StyledLine,
  StyledLines,
  StyledSpeaker,
  StyledTime,
  StyledWords,
} from '../transcript/transcript.styles';
import { StyledLead } from './seek-list.styles';

const text = monetizationMessages.summary;

/** A moment of the recording: when, what to call it, and a line of detail. */
export interface SeekItem {
  startMs: number;
  title: string;
  /** Above the title, small (a quote's speaker). */
  over?: string | null;
  /** Under the title (a chapter's line). */
  detail?: string;
}

export interface SeekListProps {
  items: readonly SeekItem[];
  /** The item being played (its index), marked; null for none. */
  current?: number | null;
  /** Plays the recording from `ms`. */
  onSeek: (ms: number) => void;
}

/** Chapters or highlights: each a button that plays the recording from its moment. */
export function SeekList({ items, current = null, onSeek }: SeekListProps) {
  return (
    <StyledLines>
      {items.map(({ startMs, title, over, detail }, index) => (
        <li key={`${startMs}-${index}`}>
          <StyledLine
            type="button"
            aria-current={index === current ? 'true' : undefined}
            onClick={() => onSeek(startMs)}
          >
            <StyledTime>
              <VisuallyHidden>{text.playFrom} </VisuallyHidden>
              {formatTimestamp(startMs)}
            </StyledTime>{' '}
            <StyledWords>
              {over && <StyledSpeaker>{over}</StyledSpeaker>}{' '}
              <StyledLead>{title}</StyledLead>
              {detail && <> {detail}</>}
            </StyledWords>
          </StyledLine>
        </li>
      ))}
    </StyledLines>
  );
}
