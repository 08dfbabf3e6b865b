import { addFeatureTranslations } from '../../shared/i18n/i18n';
import walletAr from '../../shared/i18n/locales/wallet.ar.json';
import walletEn from '../../shared/i18n/locales/wallet.en.json';

// The transfer pages load with the member centre, not the home page, so their strings come with
// them: each page imports this module, which registers them before its first render.
addFeatureTranslations(walletAr, walletEn);
