import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockEndpoint } from '@ruume/api-client/testing';
import { monetizationMessages, recordingEndpoints } from '@ruume/contracts';
import { setupApiMocks } from '@ruume/jest-support/api-mocks';
import { renderWithAccount } from '../../test-support/render-with-account';
import {
  buildMonetizationAccountHandlers,
  longTranscript,
  monetizationUsers,
  recordings,
} from '../../testing';
import { formatTimestamp } from '../../utils/format';
import { LibrarySearch } from './library-search';

const text = monetizationMessages.librarySearch;
const server = setupApiMocks();
const user = monetizationUsers.onboarded;

function renderSearch() {
  server.use(...buildMonetizationAccountHandlers(user));
  return renderWithAccount(
    <LibrarySearch>
      <p>the whole library</p>
    </LibrarySearch>,
    { user },
  );
}

const field = () => screen.getByRole('searchbox', { name: text.label });

beforeEach(() => {
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
});
afterEach(() => jest.restoreAllMocks());

describe('searching the library', () => {
  it('finds transcript lines and opens the recording at the moment', async () => {
    const { user: typist } = renderSearch();
    expect(screen.getByText('the whole library')).toBeVisible();

    await typist.type(field(), 'waitlist');
    const [line] = longTranscript.filter((l) => l.text.includes('waitlist'));
    // Every recording of the fixtures has the launch review's transcript.
    const [hit] = await screen.findAllByRole('button', {
      name: new RegExp(text.inTranscript(formatTimestamp(line.startMs))),
    });
    const [name] = recordings
      .map((r) => r.name)
      .filter((known) => hit.textContent?.startsWith(known));
    expect(screen.queryByText('the whole library')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(/\d+ match/);
    expect(within(hit).getAllByText(/waitlist/i)[0].tagName).toBe('MARK');

    await typist.click(hit);
    const dialog = await screen.findByRole('dialog', { name });
    await waitFor(() => expect(dialog.querySelector('video')).not.toBeNull());
    const video = dialog.querySelector('video') as HTMLVideoElement;
    fireEvent.loadedMetadata(video);
    expect(video.currentTime).toBe(line.startMs / 1000);
  });

  it('says when nothing matches, and shows the library again once the field is cleared', async () => {
    const { user: typist } = renderSearch();
    await typist.type(field(), 'zebra crossing');
    expect(
      await screen.findByText(text.noMatch('zebra crossing')),
    ).toBeVisible();

    await typist.clear(field());
    expect(await screen.findByText('the whole library')).toBeVisible();
  });

  it('says when the search failed', async () => {
    const { user: typist } = renderSearch();
    server.use(
      mockEndpoint(recordingEndpoints.search, () =>
        Response.json(
          { error: 'DATABASE_UNAVAILABLE', message: 'try again' },
          { status: 503 },
        ),
      ),
    );
    await typist.type(field(), 'launch');
    expect(await screen.findByText(text.failed)).toBeVisible();
  });
});
