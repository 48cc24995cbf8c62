import { errorMessage } from '@ruume/api-client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { CurrentUser } from '@ruume/contracts';
import { Alert, Button, TextField, Toggle, toast } from '@ruume/ui-kit';
import { useUpdateProfileMutation } from '../../api/user-api';
import { Form } from '../form/form';
import { StyledFieldRow, StyledFormActions } from '../form/form.styles';
import {
  changedFields,
  profileFormDefaults,
  profileFormSchema,
} from './profile-form-schema';
import { ProfileSuggestions } from '../profile-suggestions/profile-suggestions';

export const PROFILE_UPDATED = 'your profile has been updated.';

/** Names, pronouns, workspace and website (PUT user multipart, only what changed). */
export function ProfileForm({ user }: { user: CurrentUser }) {
  const [updateProfile, { isLoading }] = useUpdateProfileMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, control, handleSubmit, reset, formState } = useForm({
    resolver: zodResolver(profileFormSchema),
    defaultValues: profileFormDefaults(user),
  });
  const { errors, isDirty, dirtyFields } = formState;

  const save = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const updated = await updateProfile({
        fields: changedFields(values, dirtyFields),
      }).unwrap();
      reset(profileFormDefaults(updated));
      toast.success(PROFILE_UPDATED);
    } catch (error) {
      console.error('profile update failed', error);
      setFailure(errorMessage(error));
    }
  });

  return (
    <Form onSubmit={save} aria-label="profile">
      <StyledFieldRow>
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
      </StyledFieldRow>
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
      <StyledFieldRow>
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
      </StyledFieldRow>
      <StyledFieldRow>
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
      </StyledFieldRow>
      <ProfileSuggestions
        ids={{ pronouns: 'profile-pronouns', roles: 'profile-workspace-roles' }}
      />
      {failure && <Alert tone="danger">{failure}</Alert>}
      <StyledFormActions>
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
      </StyledFormActions>
    </Form>
  );
}
