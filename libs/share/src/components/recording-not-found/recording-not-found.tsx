import { useNavigate } from 'react-router-dom';
import { paths } from '@ruume/contracts';
import { Button, Heading, Text } from '@ruume/ui-kit';
import { ShareLayout } from '../share-layout/share-layout';
import {
  StyledNotFound,
  StyledNotFoundImage,
} from './recording-not-found.styles';

/** SPEC §2 recording-not-found screen: the share id is unknown or the check failed. */
export function RecordingNotFound({ image }: { image: string }) {
  const navigate = useNavigate();
  return (
    <ShareLayout>
      <StyledNotFound>
        <StyledNotFoundImage src={image} alt="" decoding="async" />
        <Heading level={1} align="center">
          recording not found
        </Heading>
        <Text align="center" tone="muted">
          sorry, this recording is no longer available.
        </Text>
        <Button
          size="lg"
          onClick={() => navigate(paths.dashboard.root, { replace: true })}
        >
          back to home
        </Button>
      </StyledNotFound>
    </ShareLayout>
  );
}
