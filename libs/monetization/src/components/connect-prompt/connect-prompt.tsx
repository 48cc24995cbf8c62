import { monetizationMessages as text, paths } from '@ruume/contracts';
import { Alert, Stack, Text, TextLink } from '@ruume/ui-kit';

/** SPEC §6: monetizing needs a connected, onboarded payments account; this leads to it. */
export function ConnectPrompt() {
  return (
    <Alert tone="info" live="none">
      <Stack gap={2} align="start">
        <Text size="sm">{text.connectPrompt}</Text>
        <TextLink to={paths.settings.monetization}>
          {text.connectPromptAction}
        </TextLink>
      </Stack>
    </Alert>
  );
}
