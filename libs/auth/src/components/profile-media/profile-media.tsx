import { errorMessage } from '@ruume/api-client';
import { useState } from 'react';
import { messages, type CurrentUser } from '@ruume/contracts';
import { Alert, Avatar, Button, Stack, Text, toast } from '@ruume/ui-kit';
import {
  useDeleteProfilePicMutation,
  useUpdateProfileMutation,
  useUploadProfileBannerMutation,
} from '../../api/user-api';
import { ImagePicker } from '../image-picker/image-picker';
import {
  StyledAvatarRing,
  StyledBanner,
  StyledBannerAction,
  StyledBannerImage,
  StyledIdentity,
  StyledIdentityText,
  StyledMedia,
} from './profile-media.styles';

export const BANNER_UPDATED = 'your banner has been updated.';
export const AVATAR_REMOVED = 'your avatar has been removed.';

/** The profile's banner and avatar with their upload and remove actions (SPEC §5, §8). */
export function ProfileMedia({ user }: { user: CurrentUser }) {
  const [updateProfile, avatarUpload] = useUpdateProfileMutation();
  const [deleteProfilePic, avatarDelete] = useDeleteProfilePicMutation();
  const [uploadBanner, bannerUpload] = useUploadProfileBannerMutation();
  const [problem, setProblem] = useState<string | null>(null);

  const uploadAvatar = async (file: File) => {
    setProblem(null);
    try {
      await updateProfile({ profilePic: file }).unwrap();
      toast.success(messages.avatarUpdated);
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  const removeAvatar = async () => {
    setProblem(null);
    try {
      await deleteProfilePic().unwrap();
      toast.success(AVATAR_REMOVED);
    } catch (error) {
      console.error('avatar delete failed', error);
      setProblem(messages.avatarDeleteError);
    }
  };

  const changeBanner = async (file: File) => {
    setProblem(null);
    try {
      await uploadBanner(file).unwrap();
      toast.success(BANNER_UPDATED);
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  const name = `${user.firstName} ${user.lastName}`.trim();
  return (
    <StyledMedia>
      <StyledBanner>
        {user.profileBannerUrl && (
          <StyledBannerImage
            src={user.profileBannerUrl}
            alt="your profile banner"
          />
        )}
        <StyledBannerAction>
          <ImagePicker
            label="change banner"
            variant="secondary"
            size="sm"
            busy={bannerUpload.isLoading}
            busyLabel="uploading…"
            onSelect={changeBanner}
            onReject={setProblem}
          />
        </StyledBannerAction>
      </StyledBanner>
      <StyledIdentity>
        <StyledAvatarRing>
          <Avatar
            size="xl"
            firstName={user.firstName}
            lastName={user.lastName}
            src={user.profilePicUrl}
            backgroundColor={user.avatarBackgroundColor}
            alt="your avatar"
          />
        </StyledAvatarRing>
        <StyledIdentityText>
          <Stack gap={0}>
            <Text size="lg" weight="semibold">
              {name || user.email}
            </Text>
            <Text size="sm" tone="muted">
              png, jpeg or jpg, up to 2 mb.
            </Text>
          </Stack>
          <Stack direction="row" gap={2} wrap>
            <ImagePicker
              label="upload photo"
              size="sm"
              busy={avatarUpload.isLoading}
              busyLabel="uploading…"
              onSelect={uploadAvatar}
              onReject={setProblem}
            />
            {user.profilePicUrl && (
              <Button
                variant="ghost"
                size="sm"
                leadingIcon="trash"
                busy={avatarDelete.isLoading}
                busyLabel="removing…"
                onClick={() => void removeAvatar()}
              >
                remove photo
              </Button>
            )}
          </Stack>
        </StyledIdentityText>
      </StyledIdentity>
      {problem && <Alert tone="danger">{problem}</Alert>}
    </StyledMedia>
  );
}
