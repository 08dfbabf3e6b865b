import { addFeatureTranslations } from '../../shared/i18n/i18n';
import paymentsAr from '../../shared/i18n/locales/payments.ar.json';
import paymentsEn from '../../shared/i18n/locales/payments.en.json';

// The payment pages (deposit, withdraw, payment security) load with the member centre, not the
// home page, so their strings come with them: each page that another feature renders imports this
// module, which registers them before its first render.
addFeatureTranslations(paymentsAr, paymentsEn);
