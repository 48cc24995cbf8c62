import { useId } from 'react';
import {
  apiUrl,
  monetizationMessages as text,
  pathOf,
  recordingEndpoints,
  type Recording,
} from '@ruume/contracts';
import {
  Badge,
  Button,
  IconButton,
  formatFileSize,
  formatMoney,
} from '@ruume/ui-kit';
import type { MonetizationAccess } from '../../utils/monetization-access';
import { formatDuration, formatRecordingDate } from '../../utils/format';
import {
  PosterDuration,
  RecordingPoster,
} from '../recording-poster/recording-poster';
import {
  StyledActions,
  StyledBadges,
  StyledBody,
  StyledEnd,
  StyledItem,
  StyledMeta,
  StyledName,
  StyledPosterButton,
  StyledPosterCell,
} from './recording-item.styles';

export interface RecordingItemProps {
  recording: Recording;
  access: MonetizationAccess;
  onPlay: () => void;
  /** Opens the transcript and summary (with the player). */
  onSummary: () => void;
  onCopyLink: () => void;
  onMonetize: () => void;
  onDelete: () => void;
}

/** SPEC §7: the owner's download, opened by the browser. */
export const recordingDownloadUrl = (shareId: string): string =>
  apiUrl(pathOf(recordingEndpoints.download, { shareId }));

/** What a visitor pays or may give: a price, donations, or free. */
function MonetizationBadges({
  setting,
}: {
  setting: Recording['monetizationSetting'];
}) {
  const { monetizeAmount, monetizeCurrency, donationAmount, donationCurrency } =
    setting;
  const priced = monetizeAmount !== null && monetizeCurrency !== null;
  const donations = donationAmount !== null && donationCurrency !== null;
  return (
    <StyledBadges>
      {priced && (
        <Badge tone="primary">
          {text.priceBadge(formatMoney(monetizeAmount, monetizeCurrency))}
        </Badge>
      )}
      {donations && (
        <Badge tone="info">
          {text.donationBadge(formatMoney(donationAmount, donationCurrency))}
        </Badge>
      )}
      {!priced && !donations && <Badge tone="neutral">{text.free}</Badge>}
    </StyledBadges>
  );
}

/** One recording of the list: its still (play), what it is, what it costs, and its actions. */
export function RecordingItem({
  recording,
  access,
  onPlay,
  onSummary,
  onCopyLink,
  onMonetize,
  onDelete,
}: RecordingItemProps) {
  const nameId = useId();
  const { name, durationSeconds, sizeBytes, createdAt, meeting } = recording;
  return (
    <StyledItem aria-labelledby={nameId}>
      <StyledPosterCell>
        <StyledPosterButton
          type="button"
          aria-label={text.play(name)}
          onClick={onPlay}
        >
          <RecordingPoster
            recording={recording}
            playable
            showDuration={false}
          />
        </StyledPosterButton>
        <PosterDuration seconds={durationSeconds} />
      </StyledPosterCell>
      <StyledBody>
        <StyledName id={nameId}>{name}</StyledName>
        <StyledMeta>
          <li>
            {durationSeconds === null
              ? text.unknownDuration
              : formatDuration(durationSeconds)}
          </li>
          <li>{formatFileSize(sizeBytes)}</li>
          <li>
            <time dateTime={createdAt}>{formatRecordingDate(createdAt)}</time>
          </li>
          <li>{meeting ? text.recordedIn(meeting.name) : text.uploadedFile}</li>
        </StyledMeta>
        <MonetizationBadges setting={recording.monetizationSetting} />
        <StyledActions>
          <Button
            size="sm"
            variant="secondary"
            leadingIcon="chat"
            aria-describedby={nameId}
            onClick={onSummary}
          >
            {text.summary.open}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            leadingIcon="link"
            aria-describedby={nameId}
            onClick={onCopyLink}
          >
            {text.copyLink}
          </Button>
          <Button
            as="a"
            size="sm"
            variant="ghost"
            leadingIcon="download"
            href={recordingDownloadUrl(recording.shareId)}
            download
            aria-describedby={nameId}
          >
            {text.download}
          </Button>
          {access !== 'not-on-plan' && (
            <Button
              size="sm"
              variant="ghost"
              leadingIcon="credit-card"
              aria-describedby={nameId}
              onClick={onMonetize}
            >
              {text.monetize}
            </Button>
          )}
          <StyledEnd>
            <IconButton
              icon="trash"
              label={text.delete}
              size="sm"
              aria-describedby={nameId}
              onClick={onDelete}
            />
          </StyledEnd>
        </StyledActions>
      </StyledBody>
    </StyledItem>
  );
}
