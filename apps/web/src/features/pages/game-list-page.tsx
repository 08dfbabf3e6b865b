import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useModals } from '../../shared/modal-state/modal-context';
import { EmptyState } from '../../shared/ui/empty-state';
import { useSession } from '../session/session-context';
import { PageFrame } from './page-frame';
import styles from './pages.module.css';

type Filter = 'ALL' | 'RECENT' | 'FAV' | 'HOT';

/**
 * Spec 2.6, game lobby page: filters Recent, Favorite and Hot, a vendor dropdown and the grid.
 * Spec 4.9: Favorite and Recent need a login, so a guest gets the login popup instead.
 */
export function GameListPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  const { open } = useModals();
  const { status } = useSession();
  const [filter, setFilter] = useState<Filter>('ALL');
  const vendorId = useId();
  const choose = (next: Filter) => {
    if ((next === 'FAV' || next === 'RECENT') && status === 'guest') {
      open('login');
      return;
    }
    setFilter(next === filter ? 'ALL' : next);
  };
  const filters: { code: Filter; labelKey: string }[] = [
    { code: 'RECENT', labelKey: 'in_recent' },
    { code: 'FAV', labelKey: 'in_favorite' },
    { code: 'HOT', labelKey: 'in_hot_games' },
  ];
  return (
    <PageFrame titleKey={titleKey}>
      <div className={styles.toolbar}>
        <fieldset className={styles.chips}>
          <legend className="visually-hidden">{t('game_filters')}</legend>
          {filters.map((f) => (
            <button
              key={f.code}
              type="button"
              className={styles.chip}
              aria-pressed={filter === f.code}
              onClick={() => choose(f.code)}
            >
              {t(f.labelKey)}
            </button>
          ))}
        </fieldset>
        <label htmlFor={vendorId} className="visually-hidden">
          {t('game_provider')}
        </label>
        <select id={vendorId} className={styles.select} defaultValue="">
          <option value="">{t('all_providers')}</option>
        </select>
      </div>
      <EmptyState />
    </PageFrame>
  );
}
