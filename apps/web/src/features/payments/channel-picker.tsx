import type { DepositChannel } from '@platform/contracts/deposit';
import { useTranslation } from 'react-i18next';
import { useCurrency } from '../../shared/money/format-money';
import styles from './payments.module.css';

type Props = { channels: DepositChannel[]; selectedId: string | null; onSelect: (id: string) => void };

/** The merchant's payment channels as a radio group; each shows its kind and its amount range. */
export function ChannelPicker({ channels, selectedId, onSelect }: Props) {
  const { t } = useTranslation();
  const { format } = useCurrency();
  return (
    <fieldset className={styles.channels}>
      <legend className={styles.legend}>{t('pay_choose_channel')}</legend>
      {channels.map((channel) => (
        <label key={channel.id} className={styles.channel}>
          <input
            type="radio"
            name="deposit-channel"
            value={channel.id}
            checked={selectedId === channel.id}
            onChange={() => onSelect(channel.id)}
          />
          <span className={styles.channelName}>{channel.name}</span>
          <span className={styles.channelKind}>{t(`pay_channel_${channel.kind}`)}</span>
          <span className={styles.channelLimits}>
            {t('pay_limits', { min: format(channel.minAmount), max: format(channel.maxAmount) })}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
