import { useSearchParams } from 'react-router-dom';
import { Alert, Heading, PublicPageLayout, Stack, Text } from '@ruume/ui-kit';

/** SPEC §2 /login: shows the message of an `error` query (e.g. after a session ended). */
export function LoginPage() {
  const [params] = useSearchParams();
  const error = params.get('error');
  return (
    <PublicPageLayout logoTo="/register">
      <Stack gap={4}>
        <Heading level={1}>sign in</Heading>
        {error && <Alert tone="danger">{error}</Alert>}
        <Text tone="muted">sign in to meet in your ruumes.</Text>
      </Stack>
    </PublicPageLayout>
  );
}
