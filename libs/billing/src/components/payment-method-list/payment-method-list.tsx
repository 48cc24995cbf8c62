import { billingMessages, type PaymentMethod } from '@ruume/contracts';
import { Badge, Icon, Text } from '@ruume/ui-kit';
import { formatCardExpiry } from '../../utils/billing-format';
import {
  StyledCard,
  StyledCardDetails,
  StyledCardIcon,
  StyledCardList,
  StyledEmpty,
} from './payment-method-list.styles';

export interface PaymentMethodListProps {
  methods: readonly PaymentMethod[];
  /** The card the subscription charges, marked in the list. */
  chargedId?: string | null;
}

/** The saved cards: brand, last four digits and expiry (mm/yy); the one the plan charges marked. */
export function PaymentMethodList({
  methods,
  chargedId = null,
}: PaymentMethodListProps) {
  if (methods.length === 0)
    return (
      <StyledEmpty>
        <Icon name="credit-card" size="lg" />
        <Text tone="muted">{billingMessages.noPaymentMethods}</Text>
      </StyledEmpty>
    );
  return (
    <StyledCardList aria-label={billingMessages.paymentMethodsTitle}>
      {methods.map(({ id, card }) => {
        const charged = id === chargedId;
        return (
          <StyledCard key={id} $charged={charged}>
            <StyledCardIcon>
              <Icon name="credit-card" size="md" />
            </StyledCardIcon>
            <StyledCardDetails>
              <Text weight="medium">
                {billingMessages.cardName(card.brand, card.last4)}
              </Text>
              <Text size="sm" tone="muted">
                {billingMessages.cardExpires(
                  formatCardExpiry(card.exp_month, card.exp_year),
                )}
              </Text>
            </StyledCardDetails>
            {charged && (
              <Badge tone="primary">{billingMessages.chargedCard}</Badge>
            )}
          </StyledCard>
        );
      })}
    </StyledCardList>
  );
}
