import { PagePlaceholder } from '@ruume/ui-kit';

export function DashboardPage() {
  return <PagePlaceholder title="dashboard" />;
}
