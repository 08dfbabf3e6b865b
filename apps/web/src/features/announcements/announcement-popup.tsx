import type { Announcement } from '@platform/contracts/announcements';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../shared/ui/modal';
import styles from './announcements.module.css';
import { SanitizedHtml } from './sanitized-html';

type Props = {
  items: readonly Announcement[];
  onClose: () => void;
  onGoToPromotion: () => void;
};

/**
 * Spec 2.8, the announcement popup: an accordion of titles, the first one open, each with its
 * HTML content and, for a promotion, a button to the promotions page.
 */
export function AnnouncementPopup({ items, onClose, onGoToPromotion }: Props) {
  const { t } = useTranslation();
  const baseId = useId();
  const [openId, setOpenId] = useState<number | null>(items[0]?.id ?? null);
  return (
    <Modal title={t('play_announcement_title')} onClose={onClose} wide>
      <div className={styles.accordion}>
        {items.map((item) => {
          const expanded = item.id === openId;
          const headId = `${baseId}-head-${item.id}`;
          const bodyId = `${baseId}-body-${item.id}`;
          return (
            <div key={item.id} className={styles.fold}>
              <h3 className={styles.foldHeading}>
                <button
                  type="button"
                  id={headId}
                  className={styles.foldButton}
                  aria-expanded={expanded}
                  aria-controls={bodyId}
                  onClick={() => setOpenId(expanded ? null : item.id)}
                >
                  <span>{item.title}</span>
                  <span className={styles.chevron} aria-hidden="true" />
                </button>
              </h3>
              <section id={bodyId} aria-labelledby={headId} hidden={!expanded} className={styles.foldBody}>
                <SanitizedHtml html={item.content} />
                {item.promotionType ? (
                  <div className={styles.actions}>
                    <button type="button" className={styles.primary} onClick={onGoToPromotion}>
                      {t('play_go_to_promotion')}
                    </button>
                  </div>
                ) : null}
              </section>
            </div>
          );
        })}
      </div>
    </Modal>
  );
}
