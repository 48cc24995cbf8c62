import { useId } from 'react';
import { Button, Heading } from '@ruume/ui-kit';
import { StyledSupportCreator } from './support-creator.styles';

export interface SupportCreatorProps {
  onDonate: () => void;
  donating?: boolean;
  /** Another action runs (the paid flow): the button waits. */
  disabled?: boolean;
}

/** SPEC §2, paid with donations: a separate block under the form to tip the creator. */
export function SupportCreator({
  onDonate,
  donating = false,
  disabled = false,
}: SupportCreatorProps) {
  const headingId = useId();
  return (
    <StyledSupportCreator aria-labelledby={headingId}>
      <Heading level={2} size="md" id={headingId}>
        support the creator
      </Heading>
      <Button
        variant="secondary"
        leadingIcon="heart"
        busy={donating}
        disabled={disabled}
        onClick={onDonate}
      >
        Donate
      </Button>
    </StyledSupportCreator>
  );
}
