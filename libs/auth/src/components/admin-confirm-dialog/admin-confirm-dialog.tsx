import { ConfirmDialog } from '@ruume/ui-kit';
import {
  displayName,
  type AdminAction,
} from '../admin-user-list/admin-user-list';

export interface AdminConfirmDialogProps {
  action: AdminAction | null;
  busy: boolean;
  /** The server's refusal, shown in the dialog (e.g. the last admin). */
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

function describe(action: AdminAction) {
  const name = displayName(action.user);
  switch (action.kind) {
    case 'block':
      return {
        title: `block ${name}?`,
        description: `${action.user.email} is signed out everywhere and cannot sign in until you unblock the account.`,
        confirm: 'block account',
        danger: true,
      };
    case 'unblock':
      return {
        title: `unblock ${name}?`,
        description: `${action.user.email} can sign in again.`,
        confirm: 'unblock account',
        danger: false,
      };
    case 'role':
      return action.role === 'ADMIN'
        ? {
            title: `make ${name} an admin?`,
            description:
              'admins see every account on this dashboard and can block people and change roles.',
            confirm: 'make admin',
            danger: false,
          }
        : {
            title: `remove ${name}'s admin role?`,
            description: `${action.user.email} loses access to the admin dashboard.`,
            confirm: 'remove admin role',
            danger: true,
          };
  }
}

/** Asks before an admin blocks, unblocks or changes the role of an account. */
export function AdminConfirmDialog({
  action,
  busy,
  error,
  onConfirm,
  onCancel,
}: AdminConfirmDialogProps) {
  if (!action) return null;
  const text = describe(action);
  return (
    <ConfirmDialog
      title={text.title}
      description={text.description}
      confirmLabel={text.confirm}
      tone={text.danger ? 'danger' : 'primary'}
      busy={busy}
      busyLabel="saving…"
      error={error}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
