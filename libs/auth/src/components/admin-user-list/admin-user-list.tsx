import { format, formatDistanceToNowStrict } from 'date-fns';
import { ROLES, type AdminUser, type Role } from '@ruume/contracts';
import {
  Badge,
  Button,
  SelectField,
  Stack,
  Text,
  VisuallyHidden,
  useIsMobile,
} from '@ruume/ui-kit';
import {
  StyledCard,
  StyledCardActions,
  StyledCardList,
  StyledCardMeta,
  StyledCell,
  StyledHeaderCell,
  StyledName,
  StyledRow,
  StyledTable,
  StyledTableWrap,
} from './admin-user-list.styles';

export type AdminAction =
  | { kind: 'block' | 'unblock'; user: AdminUser }
  | { kind: 'role'; user: AdminUser; role: Role };

export interface AdminUserListProps {
  users: AdminUser[];
  /** The admin looking: they cannot block themselves or drop their own role. */
  currentUserId: string;
  onAction: (action: AdminAction) => void;
  /** A newer page is loading: the current one stays, under a running progress bar. */
  stale?: boolean;
}

const roleOptions = ROLES.map((role) => ({
  value: role,
  label: role === 'ADMIN' ? 'admin' : 'user',
}));

export const displayName = (user: AdminUser) =>
  `${user.firstName} ${user.lastName}`.trim() || user.email;
const joined = (user: AdminUser) =>
  format(new Date(user.createdAt), 'd MMM yyyy');
const lastSeen = (user: AdminUser) =>
  user.lastSeenAt
    ? formatDistanceToNowStrict(new Date(user.lastSeenAt), { addSuffix: true })
    : 'never';
const signInMethods = (user: AdminUser) =>
  [user.passwordExists && 'password', user.googleLinked && 'Google']
    .filter(Boolean)
    .join(' · ') || 'no sign-in method';

function StatusBadges({ user }: { user: AdminUser }) {
  return (
    <Stack direction="row" gap={1} wrap>
      {user.status === 'blocked' ? (
        <Badge tone="danger">blocked</Badge>
      ) : (
        <Badge tone="success">active</Badge>
      )}
      {!user.emailVerified && <Badge tone="warning">unverified</Badge>}
    </Stack>
  );
}

function RoleSelect({
  user,
  self,
  onAction,
}: {
  user: AdminUser;
  self: boolean;
  onAction: AdminUserListProps['onAction'];
}) {
  return (
    <SelectField
      label={`role of ${user.email}`}
      hideLabel
      options={roleOptions}
      value={user.role}
      disabled={self}
      onChange={(event) =>
        onAction({ kind: 'role', user, role: event.target.value as Role })
      }
    />
  );
}

function BlockButton({
  user,
  self,
  onAction,
}: {
  user: AdminUser;
  self: boolean;
  onAction: AdminUserListProps['onAction'];
}) {
  const blocked = user.status === 'blocked';
  return (
    <Button
      size="sm"
      variant={blocked ? 'secondary' : 'ghost'}
      disabled={self}
      aria-label={`${blocked ? 'unblock' : 'block'} ${user.email}`}
      onClick={() => onAction({ kind: blocked ? 'unblock' : 'block', user })}
    >
      {blocked ? 'unblock' : 'block'}
    </Button>
  );
}

/** The accounts of one page: a table on wide screens, cards on phones. */
export function AdminUserList({
  users,
  currentUserId,
  onAction,
  stale = false,
}: AdminUserListProps) {
  const isMobile = useIsMobile();

  if (isMobile) {
    return (
      <StyledCardList
        aria-label="accounts"
        aria-busy={stale || undefined}
        $stale={stale}
      >
        {users.map((user) => {
          const self = user.id === currentUserId;
          return (
            <StyledCard key={user.id}>
              <Stack gap={1}>
                <StyledName>
                  {displayName(user)}
                  {self && <Badge tone="primary">you</Badge>}
                </StyledName>
                <Text size="sm" tone="muted">
                  {user.email}
                </Text>
              </Stack>
              <Stack direction="row" gap={1} wrap>
                <StatusBadges user={user} />
                <Badge tone="neutral">{user.tier}</Badge>
              </Stack>
              <StyledCardMeta>
                <span>joined {joined(user)}</span>
                <span>last seen {lastSeen(user)}</span>
                <span>{signInMethods(user)}</span>
              </StyledCardMeta>
              <StyledCardActions>
                <RoleSelect user={user} self={self} onAction={onAction} />
                <BlockButton user={user} self={self} onAction={onAction} />
              </StyledCardActions>
            </StyledCard>
          );
        })}
      </StyledCardList>
    );
  }

  return (
    <StyledTableWrap $stale={stale} aria-busy={stale || undefined}>
      <StyledTable>
        <caption>
          <VisuallyHidden>accounts</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            <StyledHeaderCell scope="col">account</StyledHeaderCell>
            <StyledHeaderCell scope="col">status</StyledHeaderCell>
            <StyledHeaderCell scope="col">plan</StyledHeaderCell>
            <StyledHeaderCell scope="col">joined</StyledHeaderCell>
            <StyledHeaderCell scope="col">last seen</StyledHeaderCell>
            <StyledHeaderCell scope="col">role</StyledHeaderCell>
            <StyledHeaderCell scope="col">
              <VisuallyHidden>actions</VisuallyHidden>
            </StyledHeaderCell>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => {
            const self = user.id === currentUserId;
            return (
              <StyledRow key={user.id}>
                <StyledCell>
                  <Stack gap={0}>
                    <StyledName>
                      {displayName(user)}
                      {self && <Badge tone="primary">you</Badge>}
                    </StyledName>
                    <Text size="sm" tone="muted">
                      {user.email}
                    </Text>
                    <Text size="xs" tone="muted">
                      {signInMethods(user)}
                    </Text>
                  </Stack>
                </StyledCell>
                <StyledCell>
                  <StatusBadges user={user} />
                </StyledCell>
                <StyledCell>
                  <Badge tone={user.tier === 'house' ? 'neutral' : 'primary'}>
                    {user.tier}
                  </Badge>
                </StyledCell>
                <StyledCell $nowrap>{joined(user)}</StyledCell>
                <StyledCell $nowrap>{lastSeen(user)}</StyledCell>
                <StyledCell>
                  <RoleSelect user={user} self={self} onAction={onAction} />
                </StyledCell>
                <StyledCell $align="end">
                  <BlockButton user={user} self={self} onAction={onAction} />
                </StyledCell>
              </StyledRow>
            );
          })}
        </tbody>
      </StyledTable>
    </StyledTableWrap>
  );
}
