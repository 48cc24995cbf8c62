import { useFormSubmit } from '@ruume/api-client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { paths, type CurrentUser } from '@ruume/contracts';
import {
  Alert,
  Avatar,
  Button,
  Heading,
  PublicPageLayout,
  Stack,
  Text,
  TextField,
  FormActions,
  Form,
  FieldRow,
} from '@ruume/ui-kit';
import { useUpdateProfileMutation } from '../../api/user-api';
import { ImagePicker } from '../../components/image-picker/image-picker';
import {
  changedFields,
  profileFormDefaults,
  profileFormSchema,
} from '../../components/profile-form/profile-form-schema';
import { useAuth } from '../../state/use-auth';
import {
  StyledAvatarPreview,
  StyledStepLabel,
} from './personalization-page.styles';
import { ProfileSuggestions } from '../../components/profile-suggestions/profile-suggestions';

const personalizationSchema = profileFormSchema.pick({
  firstName: true,
  lastName: true,
  pronouns: true,
  workspaceName: true,
  workspaceRole: true,
});

/** The fields a server validation error may name. */
const personalizationFields = [
  'firstName',
  'lastName',
  'pronouns',
  'workspaceName',
  'workspaceRole',
] as const;

const firstRunDefaults = (user: CurrentUser) => {
  const { firstName, lastName, pronouns, workspaceName, workspaceRole } =
    profileFormDefaults(user);
  return { firstName, lastName, pronouns, workspaceName, workspaceRole };
};

/** A local preview of the chosen photo, released when it changes or the page goes. */
function usePreviewUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return;
    }
    let next: string;
    try {
      next = URL.createObjectURL(file);
    } catch {
      setUrl(null); // no preview, the upload still works
      return;
    }
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/** SPEC §2 /personalization: first-run choices (names, pronouns, workspace, photo); all skippable. */
export function PersonalizationPage() {
  const { user } = useAuth();
  // The protected route renders this page only for a signed-in user.
  if (!user) return null;
  return <Personalization user={user} />;
}

function Personalization({ user }: { user: CurrentUser }) {
  const navigate = useNavigate();
  const [updateProfile, { isLoading }] = useUpdateProfileMutation();
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoProblem, setPhotoProblem] = useState<string | null>(null);
  const preview = usePreviewUrl(photo);
  const { register, handleSubmit, watch, setError, formState } = useForm({
    resolver: zodResolver(personalizationSchema),
    defaultValues: firstRunDefaults(user),
  });
  const { submit, failure } = useFormSubmit(updateProfile, {
    setError,
    fields: personalizationFields,
  });
  const { errors, dirtyFields } = formState;
  const [firstName, lastName] = watch(['firstName', 'lastName']);
  const toDashboard = () => navigate(paths.dashboard.root, { replace: true });

  const save = handleSubmit(async (values) => {
    const fields = changedFields(values, dirtyFields);
    if (Object.keys(fields).length === 0 && !photo) return toDashboard();
    if (await submit({ fields, profilePic: photo ?? undefined })) toDashboard();
  });

  return (
    <PublicPageLayout logoTo={paths.dashboard.root} width="medium">
      <Stack gap={2}>
        <StyledStepLabel>welcome to ruume</StyledStepLabel>
        <Heading level={1}>make ruume yours</Heading>
        <Text tone="muted">
          tell people who they are meeting. you can change all of this later in
          settings.
        </Text>
      </Stack>
      <Form onSubmit={save} aria-label="personalize your profile" gap={6}>
        <StyledAvatarPreview>
          <Avatar
            size="lg"
            firstName={firstName}
            lastName={lastName}
            src={preview ?? user.profilePicUrl}
            backgroundColor={user.avatarBackgroundColor}
            alt="your photo"
          />
          <Stack gap={2}>
            <Stack direction="row" gap={2} wrap>
              <ImagePicker
                label={
                  photo || user.profilePicUrl ? 'change photo' : 'add a photo'
                }
                variant="secondary"
                size="sm"
                onSelect={(file) => {
                  setPhotoProblem(null);
                  setPhoto(file);
                }}
                onReject={setPhotoProblem}
              />
              {photo && (
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => setPhoto(null)}
                >
                  remove
                </Button>
              )}
            </Stack>
            <Text size="sm" tone="muted">
              {photo ? photo.name : 'png, jpeg or jpg, up to 2 mb.'}
            </Text>
          </Stack>
        </StyledAvatarPreview>
        {photoProblem && <Alert tone="danger">{photoProblem}</Alert>}
        <FieldRow>
          <TextField
            label="first name"
            autoComplete="given-name"
            error={errors.firstName?.message}
            {...register('firstName')}
          />
          <TextField
            label="last name"
            autoComplete="family-name"
            error={errors.lastName?.message}
            {...register('lastName')}
          />
        </FieldRow>
        <TextField
          label="pronouns"
          hint="optional"
          list="personalization-pronouns"
          autoComplete="off"
          error={errors.pronouns?.message}
          {...register('pronouns')}
        />
        <FieldRow>
          <TextField
            label="workspace name"
            hint="your team, school or business"
            autoComplete="organization"
            error={errors.workspaceName?.message}
            {...register('workspaceName')}
          />
          <TextField
            label="your role"
            hint="e.g. teacher, coach, host"
            list="personalization-roles"
            autoComplete="organization-title"
            error={errors.workspaceRole?.message}
            {...register('workspaceRole')}
          />
        </FieldRow>
        <ProfileSuggestions
          ids={{
            pronouns: 'personalization-pronouns',
            roles: 'personalization-roles',
          }}
        />
        {failure && <Alert tone="danger">{failure}</Alert>}
        <FormActions>
          <Button variant="ghost" onClick={toDashboard} disabled={isLoading}>
            skip for now
          </Button>
          <Button type="submit" size="lg" busy={isLoading} busyLabel="saving…">
            save and continue
          </Button>
        </FormActions>
      </Form>
    </PublicPageLayout>
  );
}
