import { ADMIN_API } from '@platform/contracts/admin-api-paths';
import { playerDevicesValueSchema, playerSessionsValueSchema } from '@platform/contracts/players-admin';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { apiCall, pathWithId } from '../../shared/api/http';
import { DataTable } from '../../shared/ui/data-table';
import { useDateTime } from '../../shared/ui/format';
import { EmptyState, ErrorState, LoadingState } from '../../shared/ui/states';
import styles from './players.module.css';

type Session = z.infer<typeof playerSessionsValueSchema>['list'][number];
type Seen = z.infer<typeof playerDevicesValueSchema>['ips'][number];

/** The player's sessions that still work: where each came from and when it was last used. */
export function SessionsTab({ playerId }: { playerId: string }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const sessions = useQuery({
    queryKey: ['players', playerId, 'sessions'],
    queryFn: () => apiCall(playerSessionsValueSchema, pathWithId(ADMIN_API.playerSessions, playerId)),
  });
  if (sessions.isPending) return <LoadingState />;
  if (sessions.isError) return <ErrorState error={sessions.error} onRetry={() => void sessions.refetch()} />;
  if (sessions.data.list.length === 0) return <EmptyState message={t('players_sessions_empty')} />;
  const when = (id: string, labelKey: string, of: (s: Session) => string): ColumnDef<Session, string> => ({
    id,
    header: t(labelKey),
    accessorFn: of,
    cell: ({ row }) => <bdi>{dateTime(of(row.original))}</bdi>,
  });
  const columns: ColumnDef<Session, string>[] = [
    when('started', 'players_started', (s) => s.startedAt),
    when('seen', 'players_last_seen', (s) => s.lastSeenAt),
    when('expires', 'players_expires', (s) => s.expiresAt),
    {
      id: 'ip',
      header: t('players_ip'),
      accessorFn: (s) => s.ip,
      cell: ({ getValue }) => <bdi dir="ltr">{getValue()}</bdi>,
    },
    { id: 'country', header: t('players_country'), accessorFn: (s) => s.country ?? '—' },
  ];
  return (
    <DataTable
      rows={sessions.data.list}
      columns={columns}
      caption={t('players_tab_sessions')}
      rowKey={(s) => s.id}
      csv={{ fileName: `player-${playerId}-sessions.csv` }}
    />
  );
}

/** Addresses, browsers and device ids the player used, and how many other players used the same: a risk view. */
export function DevicesTab({ playerId }: { playerId: string }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const devices = useQuery({
    queryKey: ['players', playerId, 'devices'],
    queryFn: () => apiCall(playerDevicesValueSchema, pathWithId(ADMIN_API.playerDevices, playerId)),
  });
  if (devices.isPending) return <LoadingState />;
  if (devices.isError) return <ErrorState error={devices.error} onRetry={() => void devices.refetch()} />;
  // Only an address has a country; a browser has none.
  const columns = (valueKey: string, withCountry: boolean): ColumnDef<Seen, string>[] => [
    {
      id: 'value',
      header: t(valueKey),
      accessorFn: (s) => s.value,
      cell: ({ getValue }) => <bdi dir="ltr">{getValue()}</bdi>,
    },
    ...(withCountry
      ? [{ id: 'country', header: t('players_country'), accessorFn: (s: Seen) => s.country ?? '—' }]
      : []),
    {
      id: 'first',
      header: t('players_first_seen'),
      accessorFn: (s) => s.firstSeenAt,
      cell: ({ row }) => <bdi>{dateTime(row.original.firstSeenAt)}</bdi>,
    },
    {
      id: 'last',
      header: t('players_last_seen'),
      accessorFn: (s) => s.lastSeenAt ?? '',
      cell: ({ row }) => <bdi>{row.original.lastSeenAt ? dateTime(row.original.lastSeenAt) : '—'}</bdi>,
    },
    {
      id: 'shared',
      header: t('players_shared_with'),
      accessorFn: (s) => String(s.sharedWith),
      sortingFn: (a, b) => a.original.sharedWith - b.original.sharedWith,
      cell: ({ row }) => (
        <strong className={row.original.sharedWith > 0 ? styles.locked : undefined}>
          {t('players_other_players', { count: row.original.sharedWith })}
        </strong>
      ),
    },
  ];
  return (
    <>
      <section className={styles.section} aria-labelledby="player-ips">
        <h2 id="player-ips" className={styles.sectionTitle}>
          {t('players_ips')}
        </h2>
        {devices.data.ips.length === 0 ? (
          <EmptyState message={t('players_ips_empty')} />
        ) : (
          <DataTable
            rows={devices.data.ips}
            columns={columns('players_ip', true)}
            caption={t('players_ips')}
            rowKey={(s) => s.value}
            csv={{ fileName: `player-${playerId}-addresses.csv` }}
          />
        )}
      </section>
      <section className={styles.section} aria-labelledby="player-devices">
        <h2 id="player-devices" className={styles.sectionTitle}>
          {t('players_devices')}
        </h2>
        {devices.data.devices.length === 0 ? (
          <EmptyState message={t('players_devices_empty')} />
        ) : (
          <DataTable
            rows={devices.data.devices}
            columns={columns('players_user_agent', false)}
            caption={t('players_devices')}
            rowKey={(s) => s.value}
            csv={{ fileName: `player-${playerId}-devices.csv` }}
          />
        )}
      </section>
      <section className={styles.section} aria-labelledby="player-device-ids">
        <h2 id="player-device-ids" className={styles.sectionTitle}>
          {t('players_device_ids')}
        </h2>
        {devices.data.deviceIds.length === 0 ? (
          <EmptyState message={t('players_device_ids_empty')} />
        ) : (
          <DataTable
            rows={devices.data.deviceIds}
            columns={columns('players_device_id', false)}
            caption={t('players_device_ids')}
            rowKey={(s) => s.value}
          />
        )}
      </section>
    </>
  );
}
