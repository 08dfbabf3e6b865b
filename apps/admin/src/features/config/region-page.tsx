import { ADMIN_API } from '@platform/contracts/admin-api-paths';
import { type RegionRestriction, regionRestrictionSchema } from '@platform/contracts/site-config';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../../shared/api/http';
import { Field } from '../../shared/ui/field';
import { isolate } from '../../shared/ui/isolate';
import ui from '../../shared/ui/ui.module.css';
import styles from './config.module.css';
import { SaveStatus } from './save-status';
import { SiteConfigPage } from './site-config-page';
import { useSavePart } from './site-config-query';

/** One entry per line (or separated by commas or spaces), blanks dropped. */
function entries(text: string): string[] {
  return text
    .split(/[\s,]+/)
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** Region restriction: visitors from these countries or addresses see the lobby's blocked page. */
export function RegionPage() {
  return (
    <SiteConfigPage id="region" titleKey="config_region_title">
      {(config) => <RegionForm current={config.region} />}
    </SiteConfigPage>
  );
}

function RegionForm({ current }: { current: RegionRestriction }) {
  const { t } = useTranslation();
  const save = useSavePart('region', ADMIN_API.siteRegion, regionRestrictionSchema);
  const [countries, setCountries] = useState(current.blockedCountries.join('\n'));
  const [networks, setNetworks] = useState(current.deniedNetworks.join('\n'));
  const [errors, setErrors] = useState<{ countries?: string; networks?: string }>({});
  const [saved, setSaved] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setSaved(null);
    setFailure(null);
    const blockedCountries = entries(countries).map((c) => c.toUpperCase());
    const deniedNetworks = entries(networks);
    const badCountry = blockedCountries.find((c) => !/^[A-Z]{2}$/.test(c));
    if (badCountry) {
      setErrors({ countries: t('config_region_bad_country', { entry: isolate(badCountry) }) });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const stored = await save({ blockedCountries, deniedNetworks });
      setCountries(stored.blockedCountries.join('\n'));
      setNetworks(stored.deniedNetworks.join('\n'));
      setSaved(t('config_saved_lobby'));
    } catch (error) {
      // The server names the entry it refused and why (an address, a prefix, bits past the prefix).
      const fields = fieldErrorsOf(error);
      const refused = Object.entries(fields).find(([field]) => field.startsWith('deniedNetworks'));
      if (refused) {
        const [field, rule] = refused;
        const entry = deniedNetworks[Number(field.split('.')[1])] ?? '';
        setErrors({ networks: t(`config_region_${rule.replace(/-/g, '_')}`, { entry: isolate(entry) }) });
      } else if (Object.keys(fields).some((field) => field.startsWith('blockedCountries'))) {
        setErrors({ countries: t('config_region_bad_country', { entry: '' }) });
      } else {
        setFailure(error);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <Field label={t('config_region_countries')} hint={t('config_region_countries_hint')} error={errors.countries}>
        {({ id, describedBy, invalid }) => (
          <textarea
            id={id}
            rows={4}
            dir="ltr"
            aria-describedby={describedBy}
            aria-invalid={invalid}
            value={countries}
            onChange={(event) => setCountries(event.target.value)}
          />
        )}
      </Field>
      <Field label={t('config_region_networks')} hint={t('config_region_networks_hint')} error={errors.networks}>
        {({ id, describedBy, invalid }) => (
          <textarea
            id={id}
            rows={6}
            dir="ltr"
            aria-describedby={describedBy}
            aria-invalid={invalid}
            value={networks}
            onChange={(event) => setNetworks(event.target.value)}
          />
        )}
      </Field>
      <div className={styles.actions}>
        <button type="submit" className={ui.primary} disabled={busy}>
          {t('config_save')}
        </button>
      </div>
      <SaveStatus saved={saved} failure={failure} />
    </form>
  );
}
