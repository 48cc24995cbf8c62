import { errorMessage } from '@ruume/api-client';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths, type CurrentUser } from '@ruume/contracts';
import { Button, ConfirmDialog, Stack, Text, TextField } from '@ruume/ui-kit';
import { useDeleteAccountMutation } from '../../api/user-api';
import { logout } from '../../state/auth-thunks';
import { useAuthDispatch } from '../../state/use-auth';

/** Danger zone: delete the account (DELETE user/{id}) once the user typed their email. */
export function DeleteAccount({ user }: { user: CurrentUser }) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [deleteAccount, { isLoading, error, reset }] =
    useDeleteAccountMutation();
  const dispatch = useAuthDispatch();
  const navigate = useNavigate();
  const confirmed = typed.trim().toLowerCase() === user.email.toLowerCase();

  const close = () => {
    if (isLoading) return;
    setOpen(false);
    setTyped('');
    reset();
  };

  const remove = async () => {
    try {
      await deleteAccount({ id: user.id }).unwrap();
    } catch {
      return; // shown in the dialog
    }
    await dispatch(logout());
    navigate(paths.login(), { replace: true });
  };

  return (
    <Stack gap={4} align="start">
      <Text tone="muted">
        deleting your account removes your profile, rooms, templates and
        recordings for good. paid plans end without a refund. this cannot be
        undone.
      </Text>
      <Button
        variant="danger"
        leadingIcon="trash"
        onClick={() => setOpen(true)}
      >
        delete account
      </Button>
      <ConfirmDialog
        open={open}
        title="delete your account?"
        description="everything in your account is deleted right away. this cannot be undone."
        confirmLabel="delete my account"
        confirmDisabled={!confirmed}
        busy={isLoading}
        busyLabel="deleting…"
        error={error && errorMessage(error)}
        onConfirm={() => void remove()}
        onCancel={close}
      >
        <TextField
          label={`type ${user.email} to confirm`}
          type="email"
          autoComplete="off"
          spellCheck={false}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
      </ConfirmDialog>
    </Stack>
  );
}
