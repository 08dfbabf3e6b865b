import base from './locales/en.json';
import home from './locales/home.en.json';
import lobby from './locales/lobby.en.json';
import payments from './locales/payments.en.json';
import play from './locales/play.en.json';
import records from './locales/records.en.json';
import session from './locales/session.en.json';
import wallet from './locales/wallet.en.json';

/** Every English string of the site in one i18next namespace (a new locale file joins here and in its twin). */
export const translation = { ...base, ...session, ...wallet, ...payments, ...records, ...lobby, ...home, ...play };
