import base from './locales/en.json';
import home from './locales/home.en.json';
import lobby from './locales/lobby.en.json';
import payments from './locales/payments.en.json';
import play from './locales/play.en.json';
import records from './locales/records.en.json';
import session from './locales/session.en.json';
import wallet from './locales/wallet.en.json';

/** The English strings of the site's first screens in one i18next namespace (a new locale file joins here and in its twin; a lazily loaded feature adds its own through addFeatureTranslations). */
export const translation = {
  ...base,
  ...session,
  ...wallet,
  ...payments,
  ...records,
  ...lobby,
  ...home,
  ...play,
};
