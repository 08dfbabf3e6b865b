import type { Banner } from '@platform/contracts/announcements';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useModals } from '../../shared/modal-state/modal-context';
import { useGo } from '../../shared/modal-state/use-go';
import { useSession } from '../../shared/session/session-context';
import { useRequireRealAccount } from '../../shared/session/use-require-real-account';
import styles from './banner.module.css';
import { useStartBannerGame } from './banner-game';
import { bannerCall, bannerTarget } from './banner-target';

/** The banner artwork is drawn at 1200 x 400 by the server; the box keeps that ratio (no layout shift). */
export const BANNER_WIDTH = 1200;
export const BANNER_HEIGHT = 400;

/**
 * One banner: the server's art with the headline and a call-to-action over it, as text in the
 * interface language (spec 2.5). The call is the one control, reachable by keyboard; it stretches
 * over the whole banner, so a click anywhere on the art opens the target as before. `priority`
 * marks the first banner of the page, the largest paint: fetched eagerly and first; the rest wait
 * until they are near.
 */
export function BannerLink({ banner, priority = false }: { banner: Banner; priority?: boolean }) {
  const { t } = useTranslation();
  const { status } = useSession();
  const { open } = useModals();
  const go = useGo();
  const requireRealAccount = useRequireRealAccount();
  const startGame = useStartBannerGame();
  const target = bannerTarget(banner);
  const call = bannerCall(target, status === 'guest');
  const label = t(`home_banner_${call}`);
  // The call reads with its banner's headline: "Play now", described by "Fortune Dragon: spin now".
  const headlineId = useId();
  const common = { className: styles.cta, 'aria-describedby': headlineId };
  let action: ReactNode;
  switch (target.kind) {
    case 'route':
      action = (
        <Link to={target.to} {...common}>
          {label}
        </Link>
      );
      break;
    case 'external':
      action = (
        <a href={target.href} target="_blank" rel="noopener noreferrer" {...common}>
          {label}
        </a>
      );
      break;
    default: {
      const act =
        target.kind === 'game'
          ? () => void startGame(target.nodeId)
          : call === 'register'
            ? () => open('register')
            : () => requireRealAccount() && go('/member?page=depositv2');
      action = (
        <button type="button" onClick={act} {...common}>
          {label}
        </button>
      );
    }
  }
  return (
    <div className={styles.banner}>
      <img
        className={styles.image}
        src={banner.url}
        alt=""
        width={BANNER_WIDTH}
        height={BANNER_HEIGHT}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
        draggable={false}
      />
      <div className={styles.caption}>
        <p id={headlineId} className={styles.headline}>
          {banner.title}
        </p>
        {action}
      </div>
    </div>
  );
}
