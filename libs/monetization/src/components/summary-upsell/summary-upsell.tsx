import { Link } from 'react-router-dom';
import { monetizationMessages, paths } from '@ruume/contracts';
import { Button, Heading, Stack, Text } from '@ruume/ui-kit';

const text = monetizationMessages.summary;

export interface SummaryUpsellProps {
  /** The api's refusal (AI_SUMMARY_NOT_IN_PLAN): which plans have it. */
  message: string;
}

/** SPEC §6: no AI summary on this plan (house). What it would give, and the way to the plans. */
export function SummaryUpsell({ message }: SummaryUpsellProps) {
  return (
    <Stack gap={3} align="start">
      <Heading level={3} size="md">
        {text.notInPlanTitle}
      </Heading>
      <Text size="sm">{text.notInPlanText}</Text>
      <Text size="sm" tone="muted">
        {message}
      </Text>
      <Button as={Link} to={paths.settings.subscription}>
        {text.seePlans}
      </Button>
    </Stack>
  );
}
