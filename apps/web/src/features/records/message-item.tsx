import type { MemberMessage } from '@platform/contracts/member-messages';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './messages.module.css';

type MessageItemProps = {
  message: MemberMessage;
  read: boolean;
  open: boolean;
  time: string;
  formatMoney: (amount: string) => string;
  onToggle: () => void;
};

/**
 * One platform message: its title and time, opened to read the text. The server sends a kind and
 * parameters, never prose (contracts/member-messages.ts), so the text is written here in the
 * reader's language, with the amount in the merchant's currency.
 */
export function MessageItem({ message, read, open, time, formatMoney, onToggle }: MessageItemProps) {
  const { t } = useTranslation();
  const textId = useId();
  const { amount, ...params } = message.params;
  const values = { ...params, orderId: params.orderId ?? '', amount: amount === undefined ? '' : formatMoney(amount) };
  return (
    <li className={read ? styles.item : `${styles.item} ${styles.unread}`}>
      <button type="button" className={styles.head} aria-expanded={open} aria-controls={textId} onClick={onToggle}>
        <span className={styles.dot} aria-hidden="true" />
        <span className={styles.title}>
          {t(`msg_title_${message.kind}`, values)}
          {read ? null : <span className={styles.unreadLabel}>{t('msg_unread')}</span>}
        </span>
        <time className={styles.time} dateTime={message.createdAt}>
          {time}
        </time>
      </button>
      <div id={textId} className={styles.text} hidden={!open}>
        <p>{t(`msg_${message.kind}`, values)}</p>
      </div>
    </li>
  );
}
