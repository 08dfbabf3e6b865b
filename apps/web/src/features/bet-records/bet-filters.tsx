import type { BetRecordGameType } from '@platform/contracts/bet-records';
import type { VendorCard } from '@platform/contracts/lobby';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameCategory } from '../catalogue/game-categories';
import { useGameCategories } from '../catalogue/use-game-categories';
import styles from '../records/records.module.css';

export type BetFilter = { gameType: BetRecordGameType; vendor: string };

/** The providers a type offers (every provider of every type for "all"), each once, in menu order. */
function vendorsOf(categories: readonly GameCategory[], gameType: BetRecordGameType): VendorCard[] {
  const chosen = gameType === 'ALL' ? categories : categories.filter((c) => c.code === gameType);
  const seen = new Map<string, VendorCard>();
  for (const category of chosen) {
    for (const vendor of category.vendors) if (!seen.has(vendor.vassalage)) seen.set(vendor.vassalage, vendor);
  }
  return [...seen.values()];
}

/**
 * Game type and provider of the betting record, from the lobby's own menus (already loaded for the
 * navigation): the types the lobby shows, the providers of the chosen type. A provider the new type
 * does not offer is dropped with the change, so the two never contradict each other.
 */
export function BetFilters({ value, onChange }: { value: BetFilter; onChange: (next: BetFilter) => void }) {
  const { t } = useTranslation();
  const typeId = useId();
  const vendorId = useId();
  // The betting record files in-house games under their own type (RNG): INHOUSE is no type there.
  const categories = useGameCategories().filter((c) => c.code !== 'INHOUSE');
  const vendors = vendorsOf(categories, value.gameType);

  const changeType = (gameType: BetRecordGameType) => {
    const keeps = vendorsOf(categories, gameType).some((v) => v.vassalage === value.vendor);
    onChange({ gameType, vendor: keeps ? value.vendor : '' });
  };

  return (
    <>
      <div className={styles.field}>
        <label htmlFor={typeId}>{t('bets_game_type')}</label>
        <select
          id={typeId}
          className={styles.input}
          value={value.gameType}
          onChange={(event) => changeType(event.target.value as BetRecordGameType)}
        >
          <option value="ALL">{t('bets_all_game_types')}</option>
          {categories.map((category) => (
            <option key={category.code} value={category.code}>
              {t(category.labelKey)}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={vendorId}>{t('game_provider')}</label>
        <select
          id={vendorId}
          className={styles.input}
          value={value.vendor}
          onChange={(event) => onChange({ ...value, vendor: event.target.value })}
        >
          <option value="">{t('all_providers')}</option>
          {vendors.map((vendor) => (
            <option key={vendor.vassalage} value={vendor.vassalage}>
              {vendor.displayName}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
