import { PagePlaceholder } from '@ruume/ui-kit';

export function AdminDashboardPage() {
  return <PagePlaceholder title="admin dashboard" />;
}
