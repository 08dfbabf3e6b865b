import { addFeatureTranslations } from '../../shared/i18n/i18n';
import accountPagesAr from '../../shared/i18n/locales/account-pages.ar.json';
import accountPagesEn from '../../shared/i18n/locales/account-pages.en.json';

// The member centre and the agent page load on first visit, not with the home page, so their
// strings come with them: each page imports this module, which registers them before its first
// render.
addFeatureTranslations(accountPagesAr, accountPagesEn);
