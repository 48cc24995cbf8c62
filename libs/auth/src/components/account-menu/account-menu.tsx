import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '@ruume/contracts';
import { Avatar, Text, VisuallyHidden } from '@ruume/ui-kit';
import { logout } from '../../state/auth-thunks';
import { useAdminStatus, useAuth, useAuthDispatch } from '../../state/use-auth';
import {
  StyledAccountMenu,
  StyledMenuButton,
  StyledMenuItem,
  StyledMenuPanel,
} from './account-menu.styles';

/** The signed-in user's menu in the top bar: settings, admin (for admins) and sign out. */
export function AccountMenu() {
  const { user } = useAuth();
  const isAdmin = useAdminStatus() === 'admin';
  const dispatch = useAuthDispatch();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (
        event instanceof KeyboardEvent
          ? event.key === 'Escape'
          : !root.current?.contains(event.target as Node)
      ) {
        setOpen(false);
      }
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  if (!user) return null;

  const signOut = async () => {
    setOpen(false);
    await dispatch(logout());
    navigate(paths.login(), { replace: true });
  };

  return (
    <StyledAccountMenu ref={root}>
      <StyledMenuButton
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <Avatar
          firstName={user.firstName}
          lastName={user.lastName}
          src={user.profilePicUrl ?? undefined}
          backgroundColor={user.avatarBackgroundColor ?? undefined}
          size="sm"
          inControl
        />
        {/* Named by its content: the initials a voice-control user sees, then what it is. */}
        <VisuallyHidden>account menu</VisuallyHidden>
      </StyledMenuButton>
      {open && (
        <StyledMenuPanel id={panelId}>
          <Text size="sm" weight="semibold">
            {[user.firstName, user.lastName].filter(Boolean).join(' ') ||
              user.email}
          </Text>
          <Text size="sm" tone="muted">
            {user.email}
          </Text>
          <StyledMenuItem
            as={Link}
            to={paths.settings.root}
            onClick={() => setOpen(false)}
          >
            settings
          </StyledMenuItem>
          {isAdmin && (
            <StyledMenuItem
              as={Link}
              to={paths.adminDashboard}
              onClick={() => setOpen(false)}
            >
              admin dashboard
            </StyledMenuItem>
          )}
          <StyledMenuItem type="button" onClick={signOut}>
            sign out
          </StyledMenuItem>
        </StyledMenuPanel>
      )}
    </StyledAccountMenu>
  );
}
