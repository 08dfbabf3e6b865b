import { ADMIN_API } from '@platform/contracts/admin-api-paths';
import { apiPath } from '@platform/contracts/api-paths';
import { type Brand, type BrandCreated, brandCreatedSchema, brandSchema } from '@platform/contracts/brands';
import { LANGUAGE_CATALOGUE } from '@platform/contracts/language-catalogue';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { apiCall, errorMessageKey, fieldErrorsOf } from '../../shared/api/http';
import { Field } from '../../shared/ui/field';
import { isolate } from '../../shared/ui/isolate';
import { ErrorState, LoadingState } from '../../shared/ui/states';
import ui from '../../shared/ui/ui.module.css';
import {
  type BrandFormValues,
  createOf,
  EMPTY_BRAND,
  formFieldOf,
  formProblems,
  settingsOf,
  valuesOf,
} from './brand-form-values';
import styles from './brands.module.css';
import { BRANDS_KEY, useBrands } from './brands-query';

/** Opening a brand (/brands/new) or editing one (/brands/:id). */
export function BrandFormPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const creating = id === undefined;
  const brands = useBrands();
  const brand = creating ? undefined : brands.data?.find((b) => String(b.id) === id);
  return (
    <section aria-labelledby="brand-form-title">
      <div className={ui.pageHeading}>
        <h1 id="brand-form-title" className={ui.pageTitle}>
          {creating ? t('brands_new_title') : t('brands_edit_title', { name: isolate(brand?.name ?? '') })}
        </h1>
        <Link to="/brands">{t('brands_back')}</Link>
      </div>
      {brands.isPending ? (
        <LoadingState />
      ) : brands.isError ? (
        <ErrorState error={brands.error} onRetry={() => void brands.refetch()} />
      ) : !creating && !brand ? (
        <p className={ui.alert} role="alert">
          {t('brands_not_found')}
        </p>
      ) : (
        <BrandForm key={id ?? 'new'} brand={brand} brands={brands.data} />
      )}
    </section>
  );
}

/** A time zone field's suggestions: every IANA name this browser knows. */
const TIME_ZONES = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];

function BrandForm({ brand, brands }: { brand: Brand | undefined; brands: Brand[] }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const creating = brand === undefined;
  const form = useForm<BrandFormValues>({ defaultValues: brand ? valuesOf(brand) : EMPTY_BRAND });
  const { errors, isSubmitting } = form.formState;
  const [failure, setFailure] = useState<unknown>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [created, setCreated] = useState<BrandCreated | null>(null);
  const languages = form.watch('languages');

  const message = (rule: string | undefined) => (rule ? t(`brands_rule_${rule}`) : undefined);
  const errorOf = (field: keyof BrandFormValues) => message(errors[field]?.message);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    setSaved(null);
    const problems = formProblems(values, creating);
    for (const [field, rule] of Object.entries(problems)) {
      form.setError(field as keyof BrandFormValues, { message: rule }, { shouldFocus: true });
    }
    if (Object.keys(problems).length > 0) return;
    try {
      if (creating) {
        const answer = await apiCall(brandCreatedSchema, ADMIN_API.brands, { method: 'POST', body: createOf(values) });
        setCreated(answer);
      } else {
        const stored = await apiCall(brandSchema, apiPath(ADMIN_API.brand, { id: String(brand.id) }), {
          method: 'PUT',
          body: settingsOf(values),
        });
        form.reset(valuesOf(stored));
        setSaved(t('brands_saved', { name: isolate(stored.name) }));
      }
      await queryClient.invalidateQueries({ queryKey: BRANDS_KEY });
    } catch (error) {
      const fields = Object.entries(fieldErrorsOf(error));
      for (const [field, rule] of fields) {
        form.setError(formFieldOf(field) as keyof BrandFormValues, { message: rule }, { shouldFocus: true });
      }
      if (fields.length === 0) setFailure(error);
    }
  });

  if (created) return <BrandOpened created={created} />;

  const text = (
    field: keyof BrandFormValues,
    label: string,
    options: { hint?: string; dir?: 'ltr' | 'auto'; autoComplete?: string; list?: string } = {},
  ) => (
    <Field label={label} hint={options.hint} error={errorOf(field)}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          dir={options.dir ?? 'ltr'}
          list={options.list}
          autoComplete={options.autoComplete ?? 'off'}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          {...form.register(field)}
        />
      )}
    </Field>
  );

  const colour = (field: 'themePrimary' | 'themeAccent', label: string) => (
    <Field label={label} hint={t('brands_colour_hint')} error={errorOf(field)}>
      {({ id, describedBy, invalid }) => (
        <div className={styles.colour}>
          <input
            id={id}
            dir="ltr"
            placeholder="#1f6feb"
            aria-describedby={describedBy}
            aria-invalid={invalid}
            {...form.register(field)}
          />
          <input
            type="color"
            aria-label={t('brands_colour_picker', { label })}
            value={/^#[0-9a-f]{6}$/i.test(form.watch(field)) ? form.watch(field) : '#000000'}
            onChange={(event) => form.setValue(field, event.target.value, { shouldDirty: true })}
          />
        </div>
      )}
    </Field>
  );

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <fieldset className={styles.section}>
        <legend className={styles.legend}>{t('brands_identity')}</legend>
        <div className={styles.pair}>
          {creating ? (
            text('code', t('brands_code'), { hint: t('brands_code_hint') })
          ) : (
            <p>
              {t('brands_code')}: {isolate(brand.code)}
            </p>
          )}
          {text('name', t('brands_name'), { dir: 'auto' })}
        </div>
        {text('mainDomain', t('brands_main_domain'), { hint: t('brands_main_domain_hint') })}
        <Field label={t('brands_other_domains')} hint={t('brands_other_domains_hint')} error={errorOf('otherDomains')}>
          {({ id, describedBy, invalid }) => (
            <textarea
              id={id}
              rows={3}
              dir="ltr"
              aria-describedby={describedBy}
              aria-invalid={invalid}
              {...form.register('otherDomains')}
            />
          )}
        </Field>
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.legend}>{t('brands_locale')}</legend>
        <div className={styles.pair}>
          {text('currency', t('brands_currency'), { hint: t('brands_currency_hint') })}
          {text('currencySymbol', t('brands_currency_symbol'), { dir: 'auto' })}
        </div>
        <fieldset className={styles.section} aria-describedby="brand-languages-error">
          <legend>{t('brands_languages')}</legend>
          <div className={styles.languages}>
            {LANGUAGE_CATALOGUE.map((language) => (
              <label key={language.code} className={styles.check}>
                <input type="checkbox" value={language.code} {...form.register('languages')} />
                <span lang={language.locale} dir={language.dir}>
                  {language.name}
                </span>
                {/* The code as well: a name in a script this computer has no font for still reads. */}
                <span dir="ltr">({language.code})</span>
              </label>
            ))}
          </div>
          {errors.languages ? (
            <small id="brand-languages-error" className={ui.error}>
              {message(errors.languages.message)}
            </small>
          ) : null}
        </fieldset>
        <div className={styles.pair}>
          <Field label={t('brands_default_language')} error={errorOf('defaultLanguage')}>
            {({ id, describedBy, invalid }) => (
              <select
                id={id}
                aria-describedby={describedBy}
                aria-invalid={invalid}
                {...form.register('defaultLanguage')}
              >
                {LANGUAGE_CATALOGUE.filter((l) => (languages ?? []).includes(l.code)).map((language) => (
                  <option key={language.code} value={language.code}>
                    {language.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {text('timeZone', t('brands_time_zone'), { hint: t('brands_time_zone_hint'), list: 'brand-time-zones' })}
          <datalist id="brand-time-zones">
            {TIME_ZONES.map((zone) => (
              <option key={zone} value={zone} />
            ))}
          </datalist>
        </div>
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.legend}>{t('brands_look')}</legend>
        {text('logoUrl', t('brands_logo'), { hint: t('brands_logo_hint') })}
        <div className={styles.pair}>
          {colour('themePrimary', t('brands_theme_primary'))}
          {colour('themeAccent', t('brands_theme_accent'))}
        </div>
      </fieldset>

      {creating ? (
        <fieldset className={styles.section}>
          <legend className={styles.legend}>{t('brands_opening')}</legend>
          <Field
            label={t('brands_catalogue_from')}
            hint={t('brands_catalogue_from_hint')}
            error={errorOf('catalogueFrom')}
          >
            {({ id, describedBy }) => (
              <select id={id} aria-describedby={describedBy} {...form.register('catalogueFrom')}>
                <option value="">{t('brands_catalogue_default')}</option>
                {brands.map((b) => (
                  <option key={b.id} value={String(b.id)}>
                    {b.name} ({b.code})
                  </option>
                ))}
              </select>
            )}
          </Field>
          <div className={styles.pair}>
            {text('adminAccount', t('brands_admin_account'), { hint: t('brands_admin_account_hint') })}
            {text('adminDisplayName', t('brands_admin_name'), { dir: 'auto' })}
          </div>
        </fieldset>
      ) : null}

      {failure ? (
        <p className={ui.alert} role="alert">
          {t(errorMessageKey(failure))}
        </p>
      ) : null}
      {saved ? (
        <p className={ui.notice} role="status">
          {saved}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className={ui.primary} disabled={isSubmitting}>
          {creating ? t('brands_create') : t('brands_save')}
        </button>
      </div>
    </form>
  );
}

/** The new brand, and its admin's password: shown this once, never again. */
function BrandOpened({ created }: { created: BrandCreated }) {
  const { t } = useTranslation();
  return (
    <div className={styles.form} role="status">
      <p className={ui.notice}>
        {t('brands_created_notice', { name: isolate(created.brand.name), domain: isolate(created.brand.mainDomain) })}
      </p>
      <dl>
        <dt>{t('brands_admin_account')}</dt>
        <dd dir="ltr">{created.admin.account}</dd>
        <dt>{t('brands_one_time_password')}</dt>
        <dd dir="ltr" className={styles.secret}>
          {created.admin.oneTimePassword}
        </dd>
      </dl>
      <p>{t('brands_one_time_password_hint')}</p>
      <p>{t('brands_first_steps')}</p>
    </div>
  );
}
