import { PagePlaceholder } from '@ruume/ui-kit';

export function MeetingPage() {
  return <PagePlaceholder title="meeting" />;
}
