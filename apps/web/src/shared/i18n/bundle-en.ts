import base from './locales/en.json';
import home from './locales/home.en.json';
import lobby from './locales/lobby.en.json';
import play from './locales/play.en.json';
import session from './locales/session.en.json';

/**
 * The English strings of the site's first screens (home, header, side menu, footer, popups)
 * in one i18next namespace; a new locale file joins here and in its twin. The member pages
 * (payments, records, wallet transfers, member centre, security centre) and the in-house game pages bring
 * their own strings through addFeatureTranslations when their code loads.
 */
export const translation = {
  ...base,
  ...session,
  ...lobby,
  ...home,
  ...play,
};
