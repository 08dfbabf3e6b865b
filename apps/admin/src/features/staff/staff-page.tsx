import { ADMIN_API } from '@platform/contracts/admin-api-paths';
import { STAFF_ROLES, type StaffRole } from '@platform/contracts/staff';
import { type StaffMember, staffListValueSchema, staffMemberValueSchema } from '@platform/contracts/staff-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { apiCall, errorMessageKey, pathWithId } from '../../shared/api/http';
import { useStaff } from '../../shared/session/use-staff';
import { DataTable, Pager } from '../../shared/ui/data-table';
import { useDateTime } from '../../shared/ui/format';
import { isolate } from '../../shared/ui/isolate';
import { EmptyState, ErrorState, LoadingState } from '../../shared/ui/states';
import ui from '../../shared/ui/ui.module.css';
import { CreateStaffDialog } from './create-staff-dialog';
import styles from './staff.module.css';

const PAGE_SIZE = 20;

type Action = 'lock' | 'unlock' | 'reset-second-factor' | 'end-sessions';
const ACTION_PATHS: Record<Action, string> = {
  lock: ADMIN_API.staffMemberLock,
  unlock: ADMIN_API.staffMemberUnlock,
  'reset-second-factor': ADMIN_API.staffMemberResetSecondFactor,
  'end-sessions': ADMIN_API.staffMemberEndSessions,
};

/**
 * The brand's staff accounts (every brand's, for the platform owner): open one, change its role,
 * lock or unlock it, make it enrol a new authenticator, end its sessions. One's own row has no
 * actions, and only the owner gives or touches the owner role; the server refuses both anyway.
 */
export function StaffPage() {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const me = useStaff().data;
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const pageNo = Math.max(1, Number(search.get('page')) || 1);
  const q = search.get('q') ?? '';
  const list = useQuery({
    queryKey: ['staff-members', q, pageNo],
    queryFn: () => apiCall(staffListValueSchema, ADMIN_API.staffMembers, { query: { q, pageNo, pageSize: PAGE_SIZE } }),
  });
  const [creating, setCreating] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const isOwner = me?.role === 'owner';
  const givableRoles: readonly StaffRole[] = STAFF_ROLES.filter((role) => isOwner || role !== 'owner');

  const change = useMutation({
    mutationFn: ({ member, action, role }: { member: StaffMember; action: Action | 'role'; role?: StaffRole }) =>
      apiCall(
        staffMemberValueSchema,
        pathWithId(action === 'role' ? ADMIN_API.staffMemberRole : ACTION_PATHS[action], member.id),
        { method: 'POST', ...(role && { body: { role } }) },
      ),
    onMutate: () => setNotice(null),
    onSuccess: async ({ staff }, { action }) => {
      setNotice(t(`staff_done_${action}`, { account: isolate(staff.account) }));
      await queryClient.invalidateQueries({ queryKey: ['staff-members'] });
    },
  });

  const actionable = (member: StaffMember) =>
    me !== undefined && String(me.id) !== member.id && (isOwner || member.role !== 'owner');

  const columns: ColumnDef<StaffMember, string>[] = [
    {
      id: 'account',
      header: t('staff_account'),
      accessorFn: (m) => m.account,
      cell: ({ row }) => (
        <>
          <bdi dir="ltr">{row.original.account}</bdi>
          <br />
          <bdi>{row.original.displayName}</bdi>
        </>
      ),
    },
    ...(isOwner
      ? [{ id: 'brand', header: t('staff_brand'), accessorFn: (m: StaffMember) => m.brand ?? t('staff_all_brands') }]
      : []),
    {
      id: 'role',
      header: t('staff_role'),
      accessorFn: (m) => t(`role_${m.role}`),
      cell: ({ row }) => {
        const member = row.original;
        if (!actionable(member) || member.role === 'owner') return t(`role_${member.role}`);
        return (
          <RoleChanger
            member={member}
            roles={givableRoles.filter((role) => role !== 'owner')}
            busy={change.isPending}
            onChange={(role) => change.mutate({ member, action: 'role', role })}
          />
        );
      },
    },
    {
      id: 'state',
      header: t('staff_state'),
      accessorFn: (m) => stateText(m),
    },
    {
      id: 'lastSeen',
      header: t('staff_last_seen'),
      accessorFn: (m) => m.lastSeenAt ?? '',
      cell: ({ row }) => (row.original.lastSeenAt ? <bdi>{dateTime(row.original.lastSeenAt)}</bdi> : '—'),
    },
    {
      id: 'actions',
      header: t('column_actions'),
      enableSorting: false,
      cell: ({ row }) => {
        const member = row.original;
        if (!actionable(member)) return <span>{t('staff_you')}</span>;
        const actions: Action[] = [member.locked ? 'unlock' : 'lock', 'reset-second-factor', 'end-sessions'];
        return (
          <div className={styles.actions}>
            {actions.map((action) => (
              <button
                key={action}
                type="button"
                className={action === 'lock' ? ui.danger : undefined}
                disabled={change.isPending}
                aria-label={`${t(`staff_action_${action}`)} ${member.account}`}
                onClick={() => change.mutate({ member, action })}
              >
                {t(`staff_action_${action}`)}
              </button>
            ))}
          </div>
        );
      },
    },
  ];

  function stateText(member: StaffMember): string {
    const parts = [
      member.locked ? t('staff_state_locked') : member.lockedUntil ? t('staff_state_paused') : t('staff_state_active'),
      member.secondFactorEnrolled ? t('staff_state_enrolled') : t('staff_state_not_enrolled'),
      t('staff_state_sessions', { count: member.liveSessions }),
    ];
    if (member.ipAllowList.length > 0)
      parts.push(t('staff_state_ips', { list: member.ipAllowList.map(isolate).join(', ') }));
    return parts.join(' · ');
  }

  return (
    <section aria-labelledby="staff-title">
      <div className={ui.pageHeading}>
        <h1 id="staff-title" className={ui.pageTitle}>
          {t('staff_title')}
        </h1>
        <search>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              const value = String(new FormData(event.currentTarget).get('q') ?? '').trim();
              setSearch(value ? { q: value } : {});
            }}
          >
            <input
              name="q"
              defaultValue={q}
              aria-label={t('staff_search')}
              placeholder={t('staff_search')}
              dir="auto"
            />
          </form>
        </search>
        <button type="button" className={ui.primary} onClick={() => setCreating(true)}>
          <UserPlus size={16} aria-hidden="true" /> {t('staff_create')}
        </button>
      </div>
      {change.isError ? (
        <p className={ui.alert} role="alert">
          {t(errorMessageKey(change.error))}
        </p>
      ) : null}
      {notice ? (
        <p className={ui.notice} role="status">
          {notice}
        </p>
      ) : null}
      {list.isPending ? (
        <LoadingState />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.list.length === 0 ? (
        <EmptyState message={t('staff_empty')} />
      ) : (
        <>
          <DataTable rows={list.data.list} columns={columns} caption={t('staff_title')} rowKey={(m) => m.id} />
          <Pager
            pageNo={list.data.pageNo}
            totalPages={list.data.totalPages}
            totalCount={list.data.totalCount}
            onPage={(next) => setSearch({ ...(q && { q }), page: String(next) })}
          />
        </>
      )}
      {creating ? (
        <CreateStaffDialog
          roles={givableRoles}
          onCreated={() => void queryClient.invalidateQueries({ queryKey: ['staff-members'] })}
          onClose={() => setCreating(false)}
        />
      ) : null}
    </section>
  );
}

/**
 * A staff member's role with the change applied by its own button, so that moving through the
 * list with the keyboard (which changes a closed select's value) never changes the role by itself.
 */
function RoleChanger({
  member,
  roles,
  busy,
  onChange,
}: {
  member: StaffMember;
  roles: readonly StaffRole[];
  busy: boolean;
  onChange: (role: StaffRole) => void;
}) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<StaffRole>(member.role);
  return (
    <div className={styles.actions}>
      <select
        aria-label={`${t('staff_role')} ${member.account}`}
        value={chosen}
        onChange={(event) => setChosen(event.target.value as StaffRole)}
      >
        {roles.map((role) => (
          <option key={role} value={role}>
            {t(`role_${role}`)}
          </option>
        ))}
      </select>
      {chosen !== member.role ? (
        <button
          type="button"
          disabled={busy}
          aria-label={`${t('staff_change_role')} ${member.account}`}
          onClick={() => onChange(chosen)}
        >
          {t('staff_change_role')}
        </button>
      ) : null}
    </div>
  );
}
