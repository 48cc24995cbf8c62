import { PagePlaceholder } from '@ruume/ui-kit';

export function RoomEntryPage() {
  return <PagePlaceholder title="join the ruume" />;
}
