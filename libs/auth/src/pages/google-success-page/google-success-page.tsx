import { PagePlaceholder } from '@ruume/ui-kit';

export function GoogleSuccessPage() {
  return <PagePlaceholder title="signing you in" />;
}
