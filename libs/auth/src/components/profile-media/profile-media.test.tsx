import { File as NodeFile } from 'node:buffer';
import { fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl, mockError } from '@ruume/api-client/testing';
import { userEndpoints } from '@ruume/contracts';
import { houseUser, socialUser } from '@ruume/contracts/testing';
import { renderWithSession } from '../../test-support/render-with-session';
import { useAuth } from '../../state/use-auth';
import { ProfileMedia } from './profile-media';
import { setupApiMocks } from '@ruume/jest-support/api-mocks';

const server = setupApiMocks();

// As on the settings page: the media follow the session's user.
function SessionMedia() {
  const { user } = useAuth();
  return user ? <ProfileMedia user={user} /> : null;
}

// Node's File: the FormData that fetch sends here only takes Node blobs (jsdom's File is not one).
const image = (name: string, bytes: number, type = 'image/png') =>
  new NodeFile([new Uint8Array(bytes)], name, { type }) as unknown as File;
const avatarInput = () =>
  screen.getByLabelText('upload photo', { selector: 'input' });

it('uploads a new avatar (PUT user, multipart profilePic) and says so', async () => {
  let picture: File | undefined;
  server.use(
    http.put(apiUrl('user'), async ({ request }) => {
      picture = (await request.formData()).get('profilePic') as File;
      return HttpResponse.json({
        ...houseUser,
        profilePicUrl: '/files/avatars/new.png',
      });
    }),
  );
  const { user, store } = renderWithSession(<SessionMedia />, {
    user: houseUser,
  });
  await user.upload(avatarInput(), image('me.jpg', 2048, 'image/jpeg'));
  expect(
    await screen.findByText('your avatar has been updated.'),
  ).toBeInTheDocument();
  expect(picture?.name).toBe('me.jpg');
  expect(store.getState().session.user?.profilePicUrl).toBe(
    '/files/avatars/new.png',
  );
  expect(screen.getByRole('img', { name: 'your avatar' })).toHaveAttribute(
    'src',
    '/files/avatars/new.png',
  );
});

it('refuses an avatar over 2 MB', async () => {
  const { user } = renderWithSession(<SessionMedia />, { user: houseUser });
  await user.upload(avatarInput(), image('huge.png', 2 * 1024 * 1024 + 1));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'upload error; review file. png, jpeg, jpg up to 2mb',
  );
});

it('says so when no file was chosen', async () => {
  renderWithSession(<SessionMedia />, { user: houseUser });
  fireEvent.change(avatarInput(), { target: { files: [] } });
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'error selecting file. please try again later.',
  );
});

it('shows the server’s reason when it refuses the file', async () => {
  server.use(
    mockError(
      userEndpoints.update,
      'UNSUPPORTED_MEDIA_TYPE',
      'upload error; review file. png, jpeg, jpg up to 2mb',
    ),
  );
  const { user } = renderWithSession(<SessionMedia />, { user: houseUser });
  await user.upload(avatarInput(), image('fake.png', 100));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'upload error; review file. png, jpeg, jpg up to 2mb',
  );
});

it('removes the avatar', async () => {
  server.use(
    http.delete(apiUrl('user/profile-pic'), () =>
      HttpResponse.json({ ...socialUser, profilePicUrl: null }),
    ),
  );
  const { user } = renderWithSession(<SessionMedia />, { user: socialUser });
  await user.click(screen.getByRole('button', { name: 'remove photo' }));
  expect(
    await screen.findByText('your avatar has been removed.'),
  ).toBeInTheDocument();
  expect(
    screen.queryByRole('button', { name: 'remove photo' }),
  ).not.toBeInTheDocument();
});

it('says when removing the avatar failed', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  server.use(mockError(userEndpoints.deleteProfilePic, 'INTERNAL_ERROR'));
  const { user } = renderWithSession(<SessionMedia />, { user: socialUser });
  await user.click(screen.getByRole('button', { name: 'remove photo' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'error deleting avatar. please try again later.',
  );
});

it('uploads a banner (POST user/profile-banner, multipart profileBanner)', async () => {
  let banner: File | undefined;
  server.use(
    http.post(apiUrl('user/profile-banner'), async ({ request }) => {
      banner = (await request.formData()).get('profileBanner') as File;
      return HttpResponse.json({
        ...houseUser,
        profileBannerUrl: '/files/banners/b.png',
      });
    }),
  );
  const { user } = renderWithSession(<SessionMedia />, { user: houseUser });
  await user.upload(
    screen.getByLabelText('change banner', { selector: 'input' }),
    image('banner.png', 4096),
  );
  expect(
    await screen.findByText('your banner has been updated.'),
  ).toBeInTheDocument();
  expect(banner?.name).toBe('banner.png');
  expect(
    screen.getByRole('img', { name: 'your profile banner' }),
  ).toHaveAttribute('src', '/files/banners/b.png');
});
