import { Heading, PublicPageLayout, Spinner, Stack, Text } from '@ruume/ui-kit';

export interface PendingPageProps {
  title: string;
  description?: string;
}

/** A whole page waiting for one call (verifying a link, finishing a sign-in). */
export function PendingPage({ title, description }: PendingPageProps) {
  return (
    <PublicPageLayout>
      <Stack gap={6} align="center">
        <Spinner size="lg" tone="primary" label={title} />
        <Stack gap={2} align="center">
          <Heading level={1} align="center" size="2xl">
            {title}
          </Heading>
          {description && (
            <Text align="center" tone="muted">
              {description}
            </Text>
          )}
        </Stack>
      </Stack>
    </PublicPageLayout>
  );
}
