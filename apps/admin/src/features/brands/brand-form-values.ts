import {
  type Brand,
  type BrandCreate,
  type BrandSettings,
  brandCreateSchema,
  brandSettingsSchema,
  isIanaTimeZone,
} from '@platform/contracts/brands';

/** The form's values: lists typed one per line, colours and optional texts as strings. */
export type BrandFormValues = {
  code: string;
  name: string;
  mainDomain: string;
  otherDomains: string;
  currency: string;
  currencySymbol: string;
  languages: string[];
  defaultLanguage: string;
  timeZone: string;
  logoUrl: string;
  themePrimary: string;
  themeAccent: string;
  catalogueFrom: string;
  adminAccount: string;
  adminDisplayName: string;
};

export const EMPTY_BRAND: BrandFormValues = {
  code: '',
  name: '',
  mainDomain: '',
  otherDomains: '',
  currency: '',
  currencySymbol: '',
  languages: ['AR', 'EN'],
  defaultLanguage: 'AR',
  timeZone: 'Asia/Dubai',
  logoUrl: '',
  themePrimary: '',
  themeAccent: '',
  catalogueFrom: '',
  adminAccount: '',
  adminDisplayName: '',
};

export function valuesOf(brand: Brand): BrandFormValues {
  return {
    ...EMPTY_BRAND,
    code: brand.code,
    name: brand.name,
    mainDomain: brand.mainDomain,
    otherDomains: brand.otherDomains.join('\n'),
    currency: brand.currency,
    currencySymbol: brand.currencySymbol,
    languages: brand.languages,
    defaultLanguage: brand.defaultLanguage,
    timeZone: brand.timeZone,
    logoUrl: brand.logoUrl ?? '',
    themePrimary: brand.themePrimary ?? '',
    themeAccent: brand.themeAccent ?? '',
  };
}

const lines = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((line) => line.trim())
    .filter(Boolean);

export function settingsOf(values: BrandFormValues): BrandSettings {
  return {
    name: values.name.trim(),
    mainDomain: values.mainDomain.trim().toLowerCase(),
    otherDomains: lines(values.otherDomains).map((d) => d.toLowerCase()),
    currency: values.currency.trim().toUpperCase(),
    currencySymbol: values.currencySymbol.trim(),
    languages: values.languages as BrandSettings['languages'],
    defaultLanguage: values.defaultLanguage as BrandSettings['defaultLanguage'],
    timeZone: values.timeZone.trim(),
    logoUrl: values.logoUrl.trim() || null,
    themePrimary: values.themePrimary.trim().toLowerCase() || null,
    themeAccent: values.themeAccent.trim().toLowerCase() || null,
  };
}

export function createOf(values: BrandFormValues): BrandCreate {
  return {
    ...settingsOf(values),
    code: values.code.trim().toUpperCase(),
    catalogueFrom: values.catalogueFrom ? Number(values.catalogueFrom) : null,
    admin: { account: values.adminAccount.trim(), displayName: values.adminDisplayName.trim() },
  };
}

/**
 * The form's own check, with the contracts' schemas, so that a mistake is named at its field before
 * anything is sent; the server checks again (and what only it knows, such as a domain in use).
 * Returns the form field of each problem with its rule.
 */
export function formProblems(values: BrandFormValues, creating: boolean): Record<string, string> {
  const problems: Record<string, string> = {};
  const body = creating ? createOf(values) : settingsOf(values);
  const parsed = (creating ? brandCreateSchema : brandSettingsSchema).safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [first, second] = issue.path.map(String);
      const field =
        first === 'admin'
          ? second === 'account'
            ? 'adminAccount'
            : 'adminDisplayName'
          : first === 'otherDomains'
            ? 'otherDomains'
            : (first ?? 'name');
      const value = values[field as keyof BrandFormValues];
      const empty = typeof value === 'string' ? value.trim() === '' : value === undefined || value.length === 0;
      problems[field] ??= empty ? 'required' : 'invalid';
    }
  }
  if (!isIanaTimeZone(values.timeZone.trim())) problems.timeZone = 'time_zone';
  if (!values.languages.includes(values.defaultLanguage)) problems.defaultLanguage = 'one_of_languages';
  return problems;
}

/** The server's field path (`admin.account`, `otherDomains.2`) as the form's field. */
export function formFieldOf(serverField: string): string {
  if (serverField === 'admin.account') return 'adminAccount';
  if (serverField === 'admin.displayName') return 'adminDisplayName';
  return serverField.split('.')[0] ?? serverField;
}
