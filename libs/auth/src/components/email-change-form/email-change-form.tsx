import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  emailChangeFormSchema,
  messages,
  type CurrentUser,
} from '@ruume/contracts';
import {
  Alert,
  Button,
  TextField,
  toast,
  FormActions,
  Form,
} from '@ruume/ui-kit';
import { useRequestEmailUpdateMutation } from '../../api/user-api';

const empty = { currentEmail: '', newEmail: '', confirmNewEmail: '' };

/** SPEC §5 email change: a verification mail goes to the new address (POST user/email-update). */
export function EmailChangeForm({ user }: { user: CurrentUser }) {
  const schema = useMemo(() => emailChangeFormSchema(user.email), [user.email]);
  const [requestEmailUpdate, { isLoading }] = useRequestEmailUpdateMutation();
  const [failed, setFailed] = useState(false);
  const { register, handleSubmit, watch, reset, formState } = useForm({
    resolver: zodResolver(schema),
    defaultValues: empty,
  });
  const { errors } = formState;
  const incomplete = Object.values(watch()).some(
    (value) => value.trim() === '',
  );

  const save = handleSubmit(async ({ newEmail }) => {
    setFailed(false);
    try {
      await requestEmailUpdate({ newEmail }).unwrap();
      reset(empty);
      toast.success(messages.emailVerificationSent);
    } catch (error) {
      console.error('email update failed', error);
      setFailed(true);
    }
  });

  return (
    <Form onSubmit={save} aria-label="change email" narrow>
      <TextField
        label="current email"
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.currentEmail?.message}
        {...register('currentEmail')}
      />
      <TextField
        label="new email"
        type="email"
        autoComplete="off"
        inputMode="email"
        error={errors.newEmail?.message}
        {...register('newEmail')}
      />
      <TextField
        label="confirm new email"
        type="email"
        autoComplete="off"
        inputMode="email"
        error={errors.confirmNewEmail?.message}
        {...register('confirmNewEmail')}
      />
      {failed && <Alert tone="danger">{messages.somethingWentWrong}</Alert>}
      <FormActions>
        <Button
          type="submit"
          disabled={incomplete}
          busy={isLoading}
          busyLabel="sending…"
        >
          save
        </Button>
      </FormActions>
    </Form>
  );
}
