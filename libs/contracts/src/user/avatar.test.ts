import { AVATAR_MAX_BYTES } from '../constants';
import { AVATAR_ACCEPT, avatarFileError, isAcceptedAvatarType } from './avatar';

const uploadError = 'upload error; review file. png, jpeg, jpg up to 2mb';

describe('avatar rules (SPEC §5)', () => {
  it('accepts png, jpeg and jpg up to the limit', () => {
    expect(
      avatarFileError({ name: 'me.png', type: 'image/png', size: 1000 }),
    ).toBeNull();
    expect(
      avatarFileError({
        name: 'me.jpg',
        type: 'image/jpeg',
        size: AVATAR_MAX_BYTES,
      }),
    ).toBeNull();
    expect(
      avatarFileError({ name: 'me.JPG', type: 'IMAGE/JPG', size: 1 }),
    ).toBeNull();
  });

  it('rejects files over 2 MB, empty files and other types', () => {
    expect(
      avatarFileError({
        name: 'me.png',
        type: 'image/png',
        size: AVATAR_MAX_BYTES + 1,
      }),
    ).toBe(uploadError);
    expect(
      avatarFileError({ name: 'me.png', type: 'image/png', size: 0 }),
    ).toBe(uploadError);
    expect(
      avatarFileError({ name: 'me.gif', type: 'image/gif', size: 10 }),
    ).toBe(uploadError);
    expect(
      avatarFileError({ name: 'me.svg', type: 'image/svg+xml', size: 10 }),
    ).toBe(uploadError);
    // A png name does not rescue a declared non-image type.
    expect(
      avatarFileError({ name: 'me.png', type: 'text/html', size: 10 }),
    ).toBe(uploadError);
  });

  it('asks to select again when there is no file', () => {
    expect(avatarFileError(null)).toBe(
      'error selecting file. please try again later.',
    );
    expect(avatarFileError(undefined)).toBe(
      'error selecting file. please try again later.',
    );
  });

  it('falls back to the extension when the type is unknown', () => {
    expect(isAcceptedAvatarType({ name: 'photo.jpeg', type: '' })).toBe(true);
    expect(isAcceptedAvatarType({ name: 'photo.webp', type: '' })).toBe(false);
    expect(isAcceptedAvatarType({ type: '' })).toBe(false);
  });

  it('offers an accept attribute', () => {
    expect(AVATAR_ACCEPT).toBe('image/png,image/jpeg,image/jpg');
  });
});
