import { addFeatureTranslations } from '../../shared/i18n/i18n';
import recordsAr from '../../shared/i18n/locales/records.ar.json';
import recordsEn from '../../shared/i18n/locales/records.en.json';

// The record pages load with the member centre, not the home page, so their strings come with
// them: each page (and the date range bar the betting record borrows) imports this module, which
// registers them before its first render.
addFeatureTranslations(recordsAr, recordsEn);
