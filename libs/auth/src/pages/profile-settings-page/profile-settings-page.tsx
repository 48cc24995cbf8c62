import { PagePlaceholder } from '@ruume/ui-kit';

export function ProfileSettingsPage() {
  return <PagePlaceholder title="profile" />;
}
