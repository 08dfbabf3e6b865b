import base from './locales/ar.json';
import home from './locales/home.ar.json';
import lobby from './locales/lobby.ar.json';
import payments from './locales/payments.ar.json';
import play from './locales/play.ar.json';
import records from './locales/records.ar.json';
import session from './locales/session.ar.json';
import wallet from './locales/wallet.ar.json';

/** The Arabic strings of the site's first screens in one i18next namespace (a new locale file joins here and in its twin; a lazily loaded feature adds its own through addFeatureTranslations). */
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
