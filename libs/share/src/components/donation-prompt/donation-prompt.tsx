import { Button, Text } from '@ruume/ui-kit';
import { ShareError } from '../share-error/share-error';
import { StyledDonationActions } from './donation-prompt.styles';

export interface DonationPromptProps {
  onDonate: () => void;
  onSkip: () => void;
  /** The donation's checkout is being created. */
  donating?: boolean;
  error?: string | null;
}

/** SPEC §2, donation only: support the creator, or skip to the download. */
export function DonationPrompt({
  onDonate,
  onSkip,
  donating = false,
  error,
}: DonationPromptProps) {
  return (
    <>
      <Text size="lg" tone="muted">
        Would you like to support the creator?
      </Text>
      <StyledDonationActions>
        <Button
          size="lg"
          leadingIcon="heart"
          busy={donating}
          onClick={onDonate}
        >
          Donate
        </Button>
        <Button size="lg" variant="secondary" onClick={onSkip}>
          Skip
        </Button>
      </StyledDonationActions>
      {error && <ShareError>{error}</ShareError>}
    </>
  );
}
