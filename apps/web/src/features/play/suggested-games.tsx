import type { GameCategoryCode } from '@platform/contracts/lobby';
import { useTranslation } from 'react-i18next';
import styles from './play.module.css';
import { useSuggestedGames } from './play-queries';
import { PlayTiles } from './play-tiles';
import { useStartGame } from './use-start-game';

/** Other games of the same type; nothing at all when there are none (the message says enough). */
export function SuggestedGames({ gameType, downVendor }: { gameType: GameCategoryCode; downVendor: string }) {
  const { t } = useTranslation();
  const startGame = useStartGame();
  const { data: games } = useSuggestedGames(gameType, downVendor);
  if (!games || games.length === 0) return null;
  return (
    <section className={styles.suggestions} aria-label={t('play_other_games')}>
      <h3 className={styles.subtitle}>{t('play_other_games')}</h3>
      <PlayTiles tiles={games} onPick={startGame} />
    </section>
  );
}
