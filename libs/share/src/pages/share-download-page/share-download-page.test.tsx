import { screen } from '@testing-library/react';
import { paths, routePatterns } from '@ruume/contracts';
import { renderWithTheme } from '@ruume/ui-kit/testing';
import { accessGranted, shareIds } from '../../testing';
import { ShareDownloadPage } from './share-download-page';

const token = accessGranted.token ?? '';

const renderDownload = (
  route: string,
  path: string = routePatterns.share.download,
) => renderWithTheme(<ShareDownloadPage />, { route, path });

/** The fallback link and the hidden frame that starts the download both open `url`. */
async function expectDownloadOf(url: string) {
  expect(
    screen.getByRole('heading', { name: 'Your download will start shortly…' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'click here' })).toHaveAttribute(
    'href',
    url,
  );
  const frame = await screen.findByTitle('download');
  expect(frame).toHaveAttribute('src', url);
  expect(frame).not.toBeVisible();
}

it('with a token, downloads through the paid link', async () => {
  renderDownload(paths.share.download(shareIds.paidOnly, { token }));
  await expectDownloadOf(`/api/v1/download/public/paid/${token}`);
});

it('without a token, downloads the free link of the share id', async () => {
  renderDownload(paths.share.download(shareIds.free));
  await expectDownloadOf(`/api/v1/download/public/free/${shareIds.free}`);
});

it('with neither, says there is no download', () => {
  renderDownload('/download', '/download');
  expect(screen.getByText('No download URL provided.')).toBeInTheDocument();
  expect(
    screen.queryByRole('link', { name: 'click here' }),
  ).not.toBeInTheDocument();
  expect(document.querySelector('iframe')).toBeNull();
});

it('the logo leads to registration, beside one of the decorative images', () => {
  renderDownload(paths.share.download(shareIds.free));
  expect(screen.getByRole('link', { name: 'ruume' })).toHaveAttribute(
    'href',
    paths.register,
  );
  expect(document.querySelector('aside img')).toHaveAttribute('alt', '');
});
