import { errorMessage } from '@ruume/api-client';
import { useState } from 'react';
import {
  ADMIN_USERS_PAGE_SIZE,
  paths,
  type UserStatus,
} from '@ruume/contracts';
import {
  Alert,
  AppPageLayout,
  Button,
  Heading,
  LoadError,
  SegmentedControl,
  Spinner,
  Stack,
  Text,
  TextField,
  TextLink,
  toast,
  useDebouncedValue,
} from '@ruume/ui-kit';
import {
  useAdminStatsQuery,
  useAdminUsersQuery,
  useBlockUserMutation,
  useSetUserRoleMutation,
  useUnblockUserMutation,
} from '../../api/admin-api';
import { AdminConfirmDialog } from '../../components/admin-confirm-dialog/admin-confirm-dialog';
import { AdminStats } from '../../components/admin-stats/admin-stats';
import {
  AdminUserList,
  displayName,
  type AdminAction,
} from '../../components/admin-user-list/admin-user-list';
import { useAuth } from '../../state/use-auth';
import {
  StyledEmpty,
  StyledPager,
  StyledPlaceholder,
  StyledToolbar,
} from './admin-dashboard-page.styles';

type StatusFilter = 'all' | UserStatus;

const statusOptions = [
  { value: 'all', label: 'all' },
  { value: 'active', label: 'active' },
  { value: 'blocked', label: 'blocked' },
] as const;

const done: Record<
  AdminAction['kind'],
  (name: string, action: AdminAction) => string
> = {
  block: (name) => `${name} is blocked.`,
  unblock: (name) => `${name} is unblocked.`,
  role: (name, action) =>
    action.kind === 'role' && action.role === 'ADMIN'
      ? `${name} is now an admin.`
      : `${name} is no longer an admin.`,
};

/** /admin-dashboard (admins only): account counts, and every account with block and role controls. */
export function AdminDashboardPage() {
  const { user } = useAuth();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [offset, setOffset] = useState(0);
  const debouncedSearch = useDebouncedValue(search.trim());

  const stats = useAdminStatsQuery();
  const list = useAdminUsersQuery({
    search: debouncedSearch || undefined,
    status: status === 'all' ? undefined : status,
    limit: ADMIN_USERS_PAGE_SIZE,
    offset,
  });

  const [pending, setPending] = useState<AdminAction | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const [blockUser, blocking] = useBlockUserMutation();
  const [unblockUser, unblocking] = useUnblockUserMutation();
  const [setUserRole, changingRole] = useSetUserRoleMutation();
  const busy =
    blocking.isLoading || unblocking.isLoading || changingRole.isLoading;

  const ask = (action: AdminAction) => {
    setActionError(null);
    setPending(action);
  };

  const confirm = async () => {
    const action = pending;
    if (!action) return;
    const { user: target } = action;
    try {
      if (action.kind === 'role')
        await setUserRole({ id: target.id, role: action.role }).unwrap();
      else if (action.kind === 'block')
        await blockUser({ id: target.id }).unwrap();
      else await unblockUser({ id: target.id }).unwrap();
      toast.success(done[action.kind](displayName(target), action));
      setPending(null);
    } catch (error) {
      setActionError(errorMessage(error));
    }
  };

  const changeFilter = (next: StatusFilter) => {
    setStatus(next);
    setOffset(0);
  };

  const data = list.data;
  const from = data && data.total > 0 ? data.offset + 1 : 0;
  const to = data ? data.offset + data.users.length : 0;

  return (
    <AppPageLayout
      headerActions={
        <TextLink to={paths.dashboard.root}>back to dashboard</TextLink>
      }
    >
      <Stack gap={8}>
        <Stack gap={2}>
          <Heading level={1}>admin dashboard</Heading>
          <Text tone="muted">
            every ruume account: who they are, what plan they are on, and who
            may sign in.
          </Text>
        </Stack>

        <Stack as="section" gap={4} aria-labelledby="admin-overview-title">
          <Heading level={2} size="lg" id="admin-overview-title">
            overview
          </Heading>
          {stats.data ? (
            <AdminStats stats={stats.data} />
          ) : stats.isError ? (
            <LoadError
              title="the counts did not load"
              message={errorMessage(stats.error)}
              onRetry={() => void stats.refetch()}
            />
          ) : (
            <StyledPlaceholder>
              <Spinner label="loading the counts" tone="primary" />
            </StyledPlaceholder>
          )}
        </Stack>

        <Stack as="section" gap={4} aria-labelledby="admin-accounts-title">
          <Heading level={2} size="lg" id="admin-accounts-title">
            accounts
          </Heading>
          <StyledToolbar>
            <TextField
              label="search accounts"
              hideLabel
              type="search"
              placeholder="search by name or email"
              leadingIcon="search"
              autoComplete="off"
              value={search}
              onChange={(event) => {
                setSearch(event.target.value);
                setOffset(0);
              }}
            />
            <SegmentedControl<StatusFilter>
              label="account status"
              options={statusOptions}
              value={status}
              onValueChange={changeFilter}
            />
          </StyledToolbar>

          {list.isError && !data ? (
            <LoadError
              title="the accounts did not load"
              message={errorMessage(list.error)}
              onRetry={() => void list.refetch()}
            />
          ) : !data ? (
            <StyledPlaceholder>
              <Spinner label="loading accounts" tone="primary" />
            </StyledPlaceholder>
          ) : data.users.length === 0 ? (
            <StyledEmpty>
              <Text weight="semibold">
                {debouncedSearch
                  ? `no accounts match “${debouncedSearch}”`
                  : 'no accounts here yet'}
              </Text>
              <Text size="sm" tone="muted">
                {debouncedSearch || status !== 'all'
                  ? 'try another search or filter.'
                  : 'new sign-ups will show up here.'}
              </Text>
            </StyledEmpty>
          ) : (
            <>
              {list.isError && (
                <Alert tone="danger">{errorMessage(list.error)}</Alert>
              )}
              <AdminUserList
                users={data.users}
                currentUserId={user?.id ?? ''}
                onAction={ask}
                stale={list.isFetching}
              />
              <StyledPager aria-label="pages">
                <Text size="sm" tone="muted" aria-live="polite">
                  {`${from}–${to} of ${data.total}`}
                </Text>
                <Stack direction="row" gap={2}>
                  <Button
                    size="sm"
                    variant="secondary"
                    leadingIcon="arrow-left"
                    disabled={data.offset === 0 || list.isFetching}
                    onClick={() =>
                      setOffset(Math.max(0, data.offset - data.limit))
                    }
                  >
                    previous
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    trailingIcon="arrow-right"
                    disabled={to >= data.total || list.isFetching}
                    onClick={() => setOffset(data.offset + data.limit)}
                  >
                    next
                  </Button>
                </Stack>
              </StyledPager>
            </>
          )}
        </Stack>
      </Stack>
      <AdminConfirmDialog
        action={pending}
        busy={busy}
        error={actionError}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
    </AppPageLayout>
  );
}
