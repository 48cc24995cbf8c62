import { useFormSubmit } from '@ruume/api-client';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import type { CurrentUser } from '@ruume/contracts';
import {
  Alert,
  Button,
  TextField,
  Toggle,
  toast,
  FormActions,
  Form,
  FieldRow,
} from '@ruume/ui-kit';
import { useUpdateProfileMutation } from '../../api/user-api';
import {
  changedFields,
  profileFormDefaults,
  profileFormSchema,
} from './profile-form-schema';
import { ProfileSuggestions } from '../profile-suggestions/profile-suggestions';

export const PROFILE_UPDATED = 'your profile has been updated.';

const PROFILE_FIELDS = [
  'firstName',
  'lastName',
  'pronouns',
  'workspaceName',
  'workspaceRole',
  'website',
] as const;

/** Names, pronouns, workspace and website (PUT user multipart, only what changed). */
export function ProfileForm({ user }: { user: CurrentUser }) {
  const [updateProfile, { isLoading }] = useUpdateProfileMutation();
  const { register, control, handleSubmit, reset, setError, formState } =
    useForm({
      resolver: zodResolver(profileFormSchema),
      defaultValues: profileFormDefaults(user),
    });
  // The server checks the same limits: a field it refuses shows its message under the field.
  const { submit, failure } = useFormSubmit(updateProfile, {
    setError,
    fields: PROFILE_FIELDS,
  });
  const { errors, isDirty, dirtyFields } = formState;

  const save = handleSubmit(async (values) => {
    const result = await submit({
      fields: changedFields(values, dirtyFields),
    });
    if (result) {
      reset(profileFormDefaults(result.data));
      toast.success(PROFILE_UPDATED);
    }
  });

  return (
    <Form onSubmit={save} aria-label="profile">
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
      <Controller
        control={control}
        name="displayFirstNameOnly"
        render={({ field }) => (
          <Toggle
            label="show only my first name"
            description="others see 'jane' instead of 'jane doe' in rooms and on shared recordings."
            checked={field.value}
            onCheckedChange={field.onChange}
            ref={field.ref}
          />
        )}
      />
      <FieldRow>
        <TextField
          label="pronouns"
          hint="optional"
          list="profile-pronouns"
          autoComplete="off"
          error={errors.pronouns?.message}
          {...register('pronouns')}
        />
        <TextField
          label="website"
          hint="optional, e.g. jane.studio"
          type="url"
          inputMode="url"
          autoComplete="url"
          error={errors.website?.message}
          {...register('website')}
        />
      </FieldRow>
      <FieldRow>
        <TextField
          label="workspace name"
          hint="your team, school or business"
          autoComplete="organization"
          error={errors.workspaceName?.message}
          {...register('workspaceName')}
        />
        <TextField
          label="workspace role"
          hint="what you do there"
          list="profile-workspace-roles"
          autoComplete="organization-title"
          error={errors.workspaceRole?.message}
          {...register('workspaceRole')}
        />
      </FieldRow>
      <ProfileSuggestions
        ids={{ pronouns: 'profile-pronouns', roles: 'profile-workspace-roles' }}
      />
      {failure && <Alert tone="danger">{failure}</Alert>}
      <FormActions>
        <Button
          variant="ghost"
          disabled={!isDirty || isLoading}
          onClick={() => reset()}
        >
          discard changes
        </Button>
        <Button
          type="submit"
          disabled={!isDirty}
          busy={isLoading}
          busyLabel="saving…"
        >
          save changes
        </Button>
      </FormActions>
    </Form>
  );
}
