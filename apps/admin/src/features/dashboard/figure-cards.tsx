import type { Figures } from '@platform/contracts/reports';
import { useTranslation } from 'react-i18next';
import { useAmount, useCount } from '../../shared/ui/format';
import styles from './dashboard.module.css';

type Card = { key: string; count?: (f: Figures) => number; amount?: (f: Figures) => string };

/** The figures, each a card with today's value and the last 30 days' beside it. */
const CARDS: Card[] = [
  { key: 'registrations', count: (f) => f.registrations },
  { key: 'first_deposits', count: (f) => f.firstDeposits, amount: (f) => f.firstDepositAmount },
  { key: 'deposits', count: (f) => f.deposits, amount: (f) => f.depositAmount },
  { key: 'withdrawals', count: (f) => f.withdrawals, amount: (f) => f.withdrawalAmount },
  { key: 'bets', count: (f) => f.bets, amount: (f) => f.stake },
  { key: 'ggr', amount: (f) => f.ggr },
  { key: 'ngr', amount: (f) => f.ngr },
  { key: 'active_players', count: (f) => f.activePlayers },
];

export function FigureCards({ today, last30 }: { today: Figures; last30: Figures }) {
  const { t } = useTranslation();
  const count = useCount();
  const amount = useAmount();
  const value = (card: Card, figures: Figures) =>
    [card.count ? count(card.count(figures)) : null, card.amount ? amount(card.amount(figures)) : null]
      .filter(Boolean)
      .join(' · ');
  return (
    <section aria-labelledby="dashboard-figures" className={styles.block}>
      <h2 id="dashboard-figures" className={styles.heading}>
        {t('dashboard_figures')}
      </h2>
      <ul className={styles.cards}>
        {CARDS.map((card) => (
          <li key={card.key} className={styles.card}>
            <h3 className={styles.cardTitle}>{t(`dashboard_figure_${card.key}`)}</h3>
            <dl>
              <div>
                <dt>{t('dashboard_today')}</dt>
                <dd className={styles.today} dir="ltr">
                  {value(card, today)}
                </dd>
              </div>
              <div>
                <dt>{t('dashboard_last30')}</dt>
                <dd dir="ltr">{value(card, last30)}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
      <p className={styles.help}>{t('dashboard_help')}</p>
    </section>
  );
}
