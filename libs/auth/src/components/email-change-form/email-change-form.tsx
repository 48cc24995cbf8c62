import { useFormSubmit } from '@ruume/api-client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
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
const fields = ['newEmail'] as const;

/** SPEC §5 email change: a verification mail goes to the new address (POST user/email-update). */
export function EmailChangeForm({ user }: { user: CurrentUser }) {
  const schema = useMemo(() => emailChangeFormSchema(user.email), [user.email]);
  const [requestEmailUpdate, { isLoading }] = useRequestEmailUpdateMutation();
  const { register, handleSubmit, watch, reset, setError, formState } = useForm(
    { resolver: zodResolver(schema), defaultValues: empty },
  );
  // A refused new address lands on its field; anything else is SPEC §8's one text.
  const { submit, failure } = useFormSubmit(requestEmailUpdate, {
    setError,
    fields,
    failureText: messages.somethingWentWrong,
  });
  const { errors } = formState;
  const incomplete = Object.values(watch()).some(
    (value) => value.trim() === '',
  );

  const save = handleSubmit(async ({ newEmail }) => {
    if (await submit({ newEmail })) {
      reset(empty);
      toast.success(messages.emailVerificationSent);
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
      {failure && <Alert tone="danger">{failure}</Alert>}
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
