import { useState } from 'react';
import { monetizationMessages, type RecordingSummary } from '@ruume/contracts';
import { Button, Tab, TabList, TabPanel, Tabs, Text } from '@ruume/ui-kit';
import { formatRecordingDate } from '../../utils/format';
import {
  summaryCaptionsUrl,
  summaryMarkdownUrl,
} from '../../utils/summary-urls';
import { StyledMeta } from '../recording-item/recording-item.styles';
import { RegenerateSummary } from '../regenerate-summary/regenerate-summary';
import { SummaryContent } from '../summary-content/summary-content';
import { Transcript } from '../transcript/transcript';
import {
  StyledActions,
  StyledReady,
  StyledToolbar,
} from './summary-ready.styles';

const text = monetizationMessages.summary;

export interface SummaryReadyProps {
  summary: RecordingSummary;
  /** Where the player is, in ms (the transcript marks that line). */
  currentMs: number | null;
  /** Plays the recording from `ms`. */
  onSeek: (ms: number) => void;
  /** A new one is queued (regenerate confirmed). */
  onStarted: () => void;
}

/** A finished summary: its files and "regenerate", then the summary and the transcript as tabs. */
export function SummaryReady({
  summary,
  currentMs,
  onSeek,
  onStarted,
}: SummaryReadyProps) {
  const [confirming, setConfirming] = useState(false);
  const { recordingId: id, updatedAt, engine } = summary;
  return (
    <StyledReady>
      <StyledToolbar>
        {(updatedAt || engine) && (
          <StyledMeta>
            {updatedAt && (
              <li>
                <time dateTime={updatedAt}>
                  {text.updatedOn(formatRecordingDate(updatedAt))}
                </time>
              </li>
            )}
            {engine && <li>{text.madeBy[engine]}</li>}
          </StyledMeta>
        )}
        <StyledActions>
          <Button
            as="a"
            size="sm"
            variant="secondary"
            leadingIcon="download"
            href={summaryMarkdownUrl(id)}
            download
          >
            {text.downloadMarkdown}
          </Button>
          <Button
            as="a"
            size="sm"
            variant="secondary"
            leadingIcon="download"
            href={summaryCaptionsUrl(id)}
            download
          >
            {text.downloadCaptions}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setConfirming(true)}>
            {text.regenerate}
          </Button>
        </StyledActions>
      </StyledToolbar>
      <Tabs defaultValue="summary">
        <TabList aria-label={text.tabsLabel}>
          <Tab value="summary">{text.summaryTab}</Tab>
          <Tab value="transcript">{text.transcriptTab}</Tab>
        </TabList>
        <TabPanel value="summary">
          {summary.summary ? (
            <SummaryContent
              summary={summary.summary}
              currentMs={currentMs}
              onSeek={onSeek}
            />
          ) : (
            <Text size="sm" tone="muted">
              {text.noneNoted}
            </Text>
          )}
        </TabPanel>
        {/* Kept mounted: the search stays while the summary tab is read. */}
        <TabPanel value="transcript" keepMounted>
          <Transcript
            segments={summary.transcript}
            currentMs={currentMs}
            onSeek={onSeek}
          />
        </TabPanel>
      </Tabs>
      {confirming && (
        <RegenerateSummary
          recordingId={id}
          onClose={() => setConfirming(false)}
          onStarted={onStarted}
        />
      )}
    </StyledReady>
  );
}
