import { useId, type ReactNode } from 'react';
import { monetizationMessages, type MeetingSummary } from '@ruume/contracts';
import { Badge, Heading, Icon, Text } from '@ruume/ui-kit';
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

/** What the meeting came to: overview, key points, decisions, action items (who, by when). */
export function SummaryContent({
  summary: { overview, keyPoints, decisions, actionItems },
}: {
  summary: MeetingSummary;
}) {
  return (
    <StyledSummary>
      <Section title={text.overview} empty={overview.trim() === ''}>
        <Text size="sm">{overview}</Text>
      </Section>
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
