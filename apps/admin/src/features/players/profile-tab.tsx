import type { PlayerProfile } from '@platform/contracts/players-admin';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../shared/ui/data-table';
import { useDateTime, useMoney } from '../../shared/ui/format';
import { EmptyState } from '../../shared/ui/states';
import styles from './players.module.css';

type Balance = PlayerProfile['balances'][number];

/** Who the player is, every balance the ledger holds for them, and the addresses they logged in from. */
export function ProfileTab({ profile }: { profile: PlayerProfile }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const money = useMoney();
  const facts: [string, string | null, boolean?][] = [
    ['players_id', profile.id],
    ['players_account', profile.account],
    ['players_nickname', profile.nickname],
    ['players_mobile', profile.mobile, true],
    ['players_email', profile.email],
    ['players_upline', profile.upline],
    ['players_vip_level', String(profile.vipLevel)],
    ['players_registered', dateTime(profile.registeredAt)],
    ['players_first_login', profile.firstLoginAt ? dateTime(profile.firstLoginAt) : null],
    ['players_register_ip', profile.registerIp, true],
    ['players_register_domain', profile.registerDomain, true],
    ['players_locked_until', profile.lockedUntil ? dateTime(profile.lockedUntil) : null],
  ];
  const balanceColumns: ColumnDef<Balance, string>[] = [
    {
      id: 'kind',
      header: t('players_wallet'),
      accessorFn: (b) =>
        `${t(`players_wallet_${b.kind}`, { defaultValue: b.kind })}${b.vendor ? ` · ${b.vendor}` : ''}`,
    },
    {
      id: 'balance',
      header: t('players_balance'),
      accessorFn: (b) => b.balance,
      sortingFn: (a, b) => Number(a.original.balance) - Number(b.original.balance),
      cell: ({ row }) => <bdi dir="ltr">{money(row.original.balance)}</bdi>,
    },
  ];
  return (
    <>
      <dl className={styles.facts}>
        {facts.map(([labelKey, value, ltr]) => (
          <div key={labelKey}>
            <dt>{t(labelKey)}</dt>
            <dd>
              <bdi dir={ltr ? 'ltr' : undefined}>{value ?? '—'}</bdi>
            </dd>
          </div>
        ))}
      </dl>
      <section className={styles.section} aria-labelledby="player-balances">
        <h2 id="player-balances" className={styles.sectionTitle}>
          {t('players_balances')}
        </h2>
        <p>
          {t('players_cash')}: <bdi dir="ltr">{money(profile.cash)}</bdi>
        </p>
        {profile.balances.length === 0 ? (
          <EmptyState message={t('players_balances_empty')} />
        ) : (
          <DataTable
            rows={profile.balances}
            columns={balanceColumns}
            caption={t('players_balances')}
            rowKey={(b) => `${b.kind}:${b.vendor ?? ''}`}
            csv={{ fileName: `player-${profile.id}-balances.csv` }}
          />
        )}
      </section>
    </>
  );
}
