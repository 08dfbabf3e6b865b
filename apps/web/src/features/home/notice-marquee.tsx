import type { Notice } from '@platform/contracts/announcements';
import { Megaphone } from 'lucide-react';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useNoticePopup } from '../announcements/use-notice-popup';
import styles from './notice-marquee.module.css';

/** Reading pace of the scrolling line: long notices take longer to pass. */
function durationSeconds(notices: readonly Notice[]): number {
  const characters = notices.reduce((sum, notice) => sum + notice.title.length, 0);
  return Math.max(18, Math.round(characters * 0.3));
}

/**
 * Spec 2.5: the notices scroll past in one line; a click opens the notice popup at that notice.
 * The line is drawn twice so that it scrolls without a gap; the copy is hidden from assistive
 * technology and the keyboard. It stops under the pointer or focus, and stands still for users
 * who ask for reduced motion (then it can be scrolled by hand).
 */
export function NoticeMarquee({ notices }: { notices: readonly Notice[] }) {
  const { t } = useTranslation();
  const openNotice = useNoticePopup();
  if (notices.length === 0) return null;
  const style = { '--marquee-duration': `${durationSeconds(notices)}s` } as CSSProperties;
  const items = (copy: boolean) =>
    notices.map((notice) => (
      <li key={notice.id}>
        <button
          type="button"
          className={styles.item}
          tabIndex={copy ? -1 : undefined}
          onClick={() => openNotice(notice.id)}
        >
          {notice.title}
        </button>
      </li>
    ));
  return (
    <section className={styles.marquee} aria-label={t('home_notices')}>
      <button type="button" className={styles.icon} onClick={() => openNotice()} aria-label={t('home_all_notices')}>
        <Megaphone size="1em" aria-hidden="true" />
      </button>
      <div className={styles.viewport}>
        <div className={styles.track} style={style}>
          <ul className={styles.list}>{items(false)}</ul>
          <ul className={styles.list} aria-hidden="true">
            {items(true)}
          </ul>
        </div>
      </div>
    </section>
  );
}
