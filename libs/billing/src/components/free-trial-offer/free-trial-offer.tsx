import { useId } from 'react';
import { FREE_TRIAL, billingMessages } from '@ruume/contracts';
import { Button, Heading, Icon, Text } from '@ruume/ui-kit';
import {
  StyledOffer,
  StyledOfferIcon,
  StyledOfferText,
} from './free-trial-offer.styles';

export interface FreeTrialOfferProps {
  /** Starts the trial's checkout (opened in a new tab). */
  onStart: () => void;
  /** The checkout is on its way. */
  busy?: boolean;
}

/** SPEC §4, §9: a house user who has not had it is offered a month of professional, no card. */
export function FreeTrialOffer({ onStart, busy = false }: FreeTrialOfferProps) {
  const titleId = useId();
  return (
    <StyledOffer aria-labelledby={titleId}>
      <StyledOfferIcon>
        <Icon name="heart" size="lg" />
      </StyledOfferIcon>
      <StyledOfferText>
        <Heading level={2} size="lg" id={titleId}>
          {billingMessages.freeTrialTitle(FREE_TRIAL.tier, FREE_TRIAL.months)}
        </Heading>
        <Text size="sm" tone="muted">
          {billingMessages.freeTrialText}
        </Text>
      </StyledOfferText>
      <Button
        trailingIcon="external-link"
        busy={busy}
        busyLabel={billingMessages.openingCheckout}
        onClick={onStart}
      >
        {billingMessages.startFreeTrial}
      </Button>
    </StyledOffer>
  );
}
