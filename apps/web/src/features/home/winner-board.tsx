import { useTranslation } from 'react-i18next';
import { A11y, Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import { useCurrency } from '../../shared/money/format-money';
import { useWinnerBoard } from '../lobby/lobby-queries';
import { useStartGame } from '../play/use-start-game';
import styles from './winner-board.module.css';
import { WinnerItem } from './winner-item';
import { winnerSlides, winnerSwiperOptions } from './winner-options';

/** The most columns on screen (wide desktop); the loop needs more slides than that. */
const MAX_COLUMNS = 3;

/**
 * Spec 2.5: the winner board, a two-row carousel (two winners per slide) that moves without
 * pause and stops under the pointer; a click starts that winner's game. Loaded on demand.
 */
export default function WinnerBoard() {
  const { t, i18n } = useTranslation();
  const query = useWinnerBoard();
  const startGame = useStartGame();
  const { format } = useCurrency();
  const entries = query.data?.list.map((row) => row.vo) ?? [];
  if (entries.length === 0) return null;
  const slides = winnerSlides(entries);
  const dir = i18n.dir();
  return (
    <section className={styles.board} aria-labelledby="home-winners-title">
      <h2 id="home-winners-title" className={styles.title}>
        <span className={styles.trophy} aria-hidden="true">
          🏆
        </span>
        {t('home_winners')}
      </h2>
      <Swiper
        key={dir}
        dir={dir}
        className={styles.swiper}
        modules={[A11y, Autoplay]}
        {...winnerSwiperOptions(slides.length, MAX_COLUMNS)}
        slidesPerView={1}
        spaceBetween={14}
        breakpoints={{ 640: { slidesPerView: 2 }, 1100: { slidesPerView: MAX_COLUMNS } }}
        allowTouchMove
      >
        {slides.map((pair) => (
          <SwiperSlide key={pair.map((entry) => `${entry.game.nodeId}-${entry.wonAt}`).join('|')}>
            <div className={styles.pair}>
              {pair.map((entry) => (
                <WinnerItem
                  key={`${entry.game.nodeId}-${entry.wonAt}`}
                  entry={entry}
                  amount={format(entry.winAmount)}
                  onPlay={() => startGame(entry.game)}
                />
              ))}
            </div>
          </SwiperSlide>
        ))}
      </Swiper>
    </section>
  );
}
