import { useEffect, useMemo, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ROOM_DISPLAY_NAME_MAX_LENGTH,
  type JoinRoomRequest,
  lobbyMessages as text,
} from '@ruume/contracts';
import { Alert, Button, IconButton, TextField } from '@ruume/ui-kit';
import {
  lobbyFormSchema,
  type LobbyAsks,
  type LobbyField,
  type LobbyFormValues,
} from './lobby-join-schema';
import { StyledJoinForm } from './lobby-join-form.styles';

/** What became of a join: gone to the room (or the payment page), or why not. */
export type JoinOutcome =
  | { done: true }
  | {
      done: false;
      message: string;
      /** The field the refusal belongs to (a wrong password). */
      field?: LobbyField;
      /**
       * The server asks for something the room entry did not say (a password, a fee), or the
       * code it just mailed to a payer's email (then `message` says where it went).
       */
      ask?: keyof LobbyAsks;
    };

export interface LobbyJoinFormProps {
  /** The signed-in person's name, or what they typed before paying. */
  defaultDisplayName: string;
  passwordRequired: boolean;
  /** The entry fee still to pay ('$15.00'); null when free or already paid. */
  fee: string | null;
  /** The email the entry fee was paid with (back from checkout): joining with it is enough. */
  paidEmail: string | null;
  /** The button's words for the media the person will send ('join with audio only'). */
  joinLabel: string;
  /** The button's words while a fee is due (default 'pay $15.00 and join'). */
  payLabel?: (fee: string) => string;
  /** Full or locked: joining would be refused, so the button waits. */
  blocked: boolean;
  onNameChange?: (displayName: string) => void;
  onJoin: (request: JoinRoomRequest) => Promise<JoinOutcome>;
}

/**
 * Name, then the room's password and the entry fee's email when it asks for them, and the
 * one button. Refusals land under their field (focused) or above the button, announced.
 */
export function LobbyJoinForm({
  defaultDisplayName,
  passwordRequired,
  fee,
  paidEmail,
  joinLabel,
  payLabel = text.payAndJoin,
  blocked,
  onNameChange,
  onJoin,
}: LobbyJoinFormProps) {
  const [asks, setAsks] = useState<LobbyAsks>({
    password: passwordRequired,
    email: fee !== null || paidEmail !== null,
    entryCode: false,
  });
  /** Where the code went ("we sent a code to …"), once the server mailed one. */
  const [codeSent, setCodeSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  // A refusal for a field that only now appears: set once the field is there to focus.
  const [fieldError, setFieldError] = useState<{
    field: LobbyField;
    message: string;
  } | null>(null);
  const [shown, setShown] = useState(false);
  const schema = useMemo(() => lobbyFormSchema(asks), [asks]);
  const {
    register,
    handleSubmit,
    formState,
    setError,
    setValue,
    setFocus,
    getFieldState,
  } = useForm<LobbyFormValues, unknown, JoinRoomRequest>({
    // The schema's input is looser than the form's strings (it also takes undefined).
    resolver: zodResolver(schema) as Resolver<
      LobbyFormValues,
      unknown,
      JoinRoomRequest
    >,
    defaultValues: {
      displayName: defaultDisplayName,
      password: '',
      email: paidEmail ?? '',
      entryCode: '',
    },
  });
  const { errors, isSubmitting } = formState;

  // The session may answer after the form appeared: fill the name unless one was typed.
  useEffect(() => {
    if (defaultDisplayName && !getFieldState('displayName').isDirty)
      setValue('displayName', defaultDisplayName);
  }, [defaultDisplayName, getFieldState, setValue]);

  useEffect(() => {
    if (fee !== null) setAsks((now) => ({ ...now, email: true }));
  }, [fee]);

  useEffect(() => {
    if (codeSent) setFocus('entryCode');
  }, [codeSent, setFocus]);

  useEffect(() => {
    if (!fieldError) return;
    setError(
      fieldError.field,
      { type: 'server', message: fieldError.message },
      { shouldFocus: true },
    );
    setFieldError(null);
  }, [fieldError, setError]);

  const submit = handleSubmit(async (request) => {
    setFailure(null);
    const outcome = await onJoin(request);
    if (outcome.done) {
      setLeaving(true);
      return;
    }
    if (outcome.ask) {
      const asked = outcome.ask;
      setAsks((now) => ({ ...now, [asked]: true }));
    }
    if (outcome.ask === 'entryCode') {
      setCodeSent(outcome.message);
      return;
    }
    const field = outcome.field ?? outcome.ask;
    if (field) setFieldError({ field, message: outcome.message });
    else setFailure(outcome.message);
  });

  const busy = isSubmitting || leaving;
  const label = asks.entryCode
    ? text.confirmAndJoin
    : fee !== null
      ? payLabel(fee)
      : joinLabel;

  return (
    <StyledJoinForm
      noValidate
      onSubmit={submit}
      aria-label={text.lobbyDetailsLabel}
    >
      <TextField
        label={text.displayNameLabel}
        hint={text.displayNameHint}
        autoComplete="name"
        maxLength={ROOM_DISPLAY_NAME_MAX_LENGTH}
        error={errors.displayName?.message}
        {...register('displayName', {
          onChange: (event: { target: { value: string } }) =>
            onNameChange?.(event.target.value),
        })}
      />
      {asks.password && (
        <TextField
          label={text.roomPasswordLabel}
          type={shown ? 'text' : 'password'}
          autoComplete="off"
          spellCheck={false}
          error={errors.password?.message}
          trailing={
            <IconButton
              icon={shown ? 'eye-off' : 'eye'}
              label={shown ? text.hidePassword : text.showPassword}
              variant="ghost"
              size="sm"
              aria-pressed={shown}
              onClick={() => setShown((now) => !now)}
            />
          }
          {...register('password')}
        />
      )}
      {asks.email && (
        <TextField
          label={text.emailLabel}
          hint={text.emailHint}
          type="email"
          autoComplete="email"
          leadingIcon="mail"
          error={errors.email?.message}
          {...register('email')}
        />
      )}
      {asks.entryCode && (
        <>
          {codeSent && (
            <Alert tone="info" title={text.entryCodeTitle}>
              {codeSent}
            </Alert>
          )}
          <TextField
            label={text.entryCodeLabel}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            spellCheck={false}
            error={errors.entryCode?.message}
            {...register('entryCode')}
          />
        </>
      )}
      <div role="alert">
        {failure && (
          <Alert tone="danger" title={text.joinFailedTitle} live="none">
            {failure}
          </Alert>
        )}
      </div>
      <Button
        type="submit"
        size="lg"
        fullWidth
        trailingIcon={
          fee !== null && !asks.entryCode ? 'credit-card' : 'arrow-right'
        }
        disabled={blocked}
        busy={busy}
        busyLabel={text.joining}
      >
        {label}
      </Button>
    </StyledJoinForm>
  );
}
