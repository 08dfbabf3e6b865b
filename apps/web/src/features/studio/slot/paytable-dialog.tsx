import { PAYLINES, PAYTABLE, type SlotSymbol } from '@platform/games/slot/slot-rules';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../shared/ui/modal';
import type { StudioMoney } from '../studio-money';
import styles from './slot.module.css';
import { SYMBOL_NAME_KEYS } from './slot-symbols';
import { SymbolArt } from './symbol-art';

type Props = {
  /** The current stake in minor units, to show what each line pays at it; null when not valid. */
  stake: bigint | null;
  money: StudioMoney;
  onClose: () => void;
};

const PAYING = Object.keys(PAYTABLE) as Exclude<SlotSymbol, 'W'>[];

/** The paytable of packages/games slot-rules: line pays for 3-5 of a kind, the wild, the 20 lines. */
export function PaytableDialog({ stake, money, onClose }: Props) {
  const { t } = useTranslation();
  const lineBet = (pays: number) => (stake === null ? null : (stake * BigInt(pays)) / BigInt(PAYLINES.length));
  return (
    <Modal title={t('studio_paytable')} onClose={onClose} wide>
      <p>{t('studio_paytable_rules', { lines: PAYLINES.length })}</p>
      <p>
        <span aria-hidden="true" className={styles.paySymbol}>
          <SymbolArt letter="W" />
        </span>{' '}
        {t('studio_paytable_wild')}
      </p>
      <table className={styles.paytable}>
        <caption className="visually-hidden">{t('studio_paytable')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('studio_symbol')}</th>
            {[3, 4, 5].map((count) => (
              <th scope="col" key={count}>
                {t('studio_of_a_kind', { count })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {PAYING.map((symbol) => (
            <tr key={symbol}>
              <th scope="row">
                <span aria-hidden="true" className={styles.paySymbol}>
                  <SymbolArt letter={symbol} />
                </span>{' '}
                {t(SYMBOL_NAME_KEYS[symbol])}
              </th>
              {PAYTABLE[symbol].map((pays, index) => {
                const amount = lineBet(pays);
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: 3, 4 and 5 of a kind
                  <td key={index}>
                    {t('studio_line_bets', { count: pays })}
                    {amount === null ? null : <span className={styles.amount}> = {money.format(amount)}</span>}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <h3 className={styles.linesTitle}>{t('studio_paylines')}</h3>
      <ol className={styles.lines} dir="ltr">
        {PAYLINES.map((rows, index) => (
          <li key={rows.join('')} aria-label={t('studio_line_n', { line: index + 1 })}>
            <span className={styles.lineNumber}>{index + 1}</span>
            <span className={styles.mini} aria-hidden="true">
              {[0, 1, 2].map((row) =>
                rows.map((onRow, reel) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a fixed 5x3 drawing
                  <span key={`${row}-${reel}`} className={onRow === row ? styles.miniOn : styles.miniOff} />
                )),
              )}
            </span>
          </li>
        ))}
      </ol>
    </Modal>
  );
}
