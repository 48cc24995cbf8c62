import { useNavigate, useSearchParams } from 'react-router-dom';
import { capitalizeFirst, messages, paths } from '@ruume/contracts';
import { Button, Heading, PublicPageLayout, Stack, Text } from '@ruume/ui-kit';

/** SPEC §2 /kick: why the host removed you, and the way back. */
export function KickPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const reason = params.get('reason')?.trim();

  return (
    <PublicPageLayout>
      <Stack gap={6} align="center">
        <Heading level={1} align="center">
          you were removed from the meeting
        </Heading>
        <Text align="center" tone="muted">
          {reason ? capitalizeFirst(reason) : messages.kickDefaultReason}
        </Text>
        <Button onClick={() => navigate(paths.dashboard.root)}>Back to Home</Button>
      </Stack>
    </PublicPageLayout>
  );
}
