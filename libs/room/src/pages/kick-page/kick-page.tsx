import { useNavigate, useSearchParams } from 'react-router-dom';
import { capitalizeFirst, messages, paths } from '@ruume/contracts';
import { Button, StatusPage } from '@ruume/ui-kit';

/** SPEC §2 /kick: why the host removed you, and the way back. */
export function KickPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const reason = params.get('reason')?.trim();

  return (
    <StatusPage
      icon="user"
      title="you were removed from the meeting"
      description={
        reason ? capitalizeFirst(reason) : messages.kickDefaultReason
      }
      actions={
        <Button onClick={() => navigate(paths.dashboard.root)}>
          Back to Home
        </Button>
      }
    />
  );
}
