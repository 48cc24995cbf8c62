import { useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { apiUrl, downloadEndpoints, pathOf } from '@ruume/contracts';
import { Button, Heading } from '@ruume/ui-kit';
import { ShareBadge } from '../../components/share-badge/share-badge';
import { ShareLayout } from '../../components/share-layout/share-layout';
import { useVisitImage } from '../../hooks/use-visit-image';
import {
  StyledDownload,
  StyledDownloadFrame,
} from './share-download-page.styles';

/** The recording's download: the paid link with a token from check-access, else the free one. */
const downloadUrl = (shareId?: string, token?: string | null) => {
  if (token) return apiUrl(pathOf(downloadEndpoints.paid, { token }));
  if (shareId) return apiUrl(pathOf(downloadEndpoints.free, { shareId }));
  return null;
};

/** SPEC §2 /share/r/{shareId}/download[?token]: starts the download, with a link to retry it. */
export function ShareDownloadPage() {
  const { shareId } = useParams();
  const [params] = useSearchParams();
  const url = downloadUrl(shareId, params.get('token'));
  const image = useVisitImage();

  return (
    <ShareLayout image={image}>
      {url ? (
        <DownloadStarting url={url} />
      ) : (
        <StyledDownload>
          <ShareBadge icon="alert-circle" />
          <Heading level={1} size="2xl">
            No download URL provided.
          </Heading>
        </StyledDownload>
      )}
    </ShareLayout>
  );
}

function DownloadStarting({ url }: { url: string }) {
  // Once the page has painted, a hidden frame opens the link: the file arrives as an attachment
  // and the visitor stays here, with the fallback link, whatever the answer.
  const [started, setStarted] = useState(false);
  useEffect(() => setStarted(true), [url]);

  return (
    <StyledDownload>
      <ShareBadge icon="download" />
      <Heading level={1} size="2xl">
        Your download will start shortly…
      </Heading>
      <Button as="a" href={url} variant="secondary" leadingIcon="download">
        click here
      </Button>
      {started && <StyledDownloadFrame src={url} title="download" hidden />}
    </StyledDownload>
  );
}
