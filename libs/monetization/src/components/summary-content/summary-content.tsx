import { useId, type ReactNode } from 'react';
import { monetizationMessages, type MeetingSummary } from '@ruume/contracts';
import { Badge, Heading, Icon, Text } from '@ruume/ui-kit';
import { chapterAt } from '../chapter-bar/chapter-bar';
import { SeekList } from '../seek-list/seek-list';
import {
  StyledAction,
  StyledActionMeta,
  StyledDot,
  StyledList,
  StyledMarker,
  StyledSection,
  StyledSummary,
} from './summary-content.styles';

const text = monetizationMessages.summary;

/** A titled part of the summary; says so when the meeting had none of it. */
function Section({
  title,
  empty,
  children,
}: {
  title: string;
  empty: boolean;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <StyledSection aria-labelledby={titleId}>
      <Heading level={3} size="md" id={titleId}>
        {title}
      </Heading>
      {empty ? (
        <Text size="sm" tone="muted">
          {text.noneNoted}
        </Text>
      ) : (
        children
      )}
    </StyledSection>
  );
}

export interface SummaryContentProps {
  summary: MeetingSummary;
  /** Where the player is, in ms (the chapter playing is marked). */
  currentMs: number | null;
  /** Plays the recording from `ms` (a chapter's start, a highlight's moment). */
  onSeek: (ms: number) => void;
}

/**
 * What the meeting came to: overview, chapters, highlights, key points, decisions, action items
 * (who, by when). A summary made before chapters and highlights has neither section.
 */
export function SummaryContent({
  summary: {
    overview,
    chapters,
    highlights,
    keyPoints,
    decisions,
    actionItems,
  },
  currentMs,
  onSeek,
}: SummaryContentProps) {
  return (
    <StyledSummary>
      <Section title={text.overview} empty={overview.trim() === ''}>
        <Text size="sm">{overview}</Text>
      </Section>
      {chapters.length > 0 && (
        <Section title={text.chapters} empty={false}>
          <SeekList
            items={chapters.map(({ startMs, title, line }) => ({
              startMs,
              title,
              detail: line,
            }))}
            current={chapterAt(chapters, currentMs)}
            onSeek={onSeek}
          />
        </Section>
      )}
      {highlights.length > 0 && (
        <Section title={text.highlights} empty={false}>
          <SeekList
            items={highlights.map(({ startMs, speaker, text: quote }) => ({
              startMs,
              title: `“${quote}”`,
              over: speaker,
            }))}
            onSeek={onSeek}
          />
        </Section>
      )}
      <Section title={text.keyPoints} empty={keyPoints.length === 0}>
        <StyledList>
          {keyPoints.map((point, index) => (
            <li key={index}>
              <StyledMarker aria-hidden="true">
                <StyledDot />
              </StyledMarker>
              <span>{point}</span>
            </li>
          ))}
        </StyledList>
      </Section>
      <Section title={text.decisions} empty={decisions.length === 0}>
        <StyledList>
          {decisions.map((decision, index) => (
            <li key={index}>
              <StyledMarker>
                <Icon name="check-circle" size="sm" />
              </StyledMarker>
              <span>{decision}</span>
            </li>
          ))}
        </StyledList>
      </Section>
      <Section title={text.actionItems} empty={actionItems.length === 0}>
        <StyledList>
          {actionItems.map(({ text: action, owner, due }, index) => (
            <li key={index}>
              <StyledMarker>
                <Icon name="arrow-right" size="sm" />
              </StyledMarker>
              <StyledAction>
                <span>{action}</span>
                {(owner || due) && (
                  <StyledActionMeta>
                    {owner && (
                      <Badge tone="primary">{text.actionOwner(owner)}</Badge>
                    )}
                    {due && <Badge tone="neutral">{text.actionDue(due)}</Badge>}
                  </StyledActionMeta>
                )}
              </StyledAction>
            </li>
          ))}
        </StyledList>
      </Section>
    </StyledSummary>
  );
}
