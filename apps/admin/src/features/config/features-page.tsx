import { ADMIN_API } from '@platform/contracts/admin-api-paths';
import type { ConfigModule, ConfigRegisterField } from '@platform/contracts/site-config';
import { configModuleSchema, configRegisterFieldSchema } from '@platform/contracts/site-config';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import table from '../../shared/ui/data-table.module.css';
import ui from '../../shared/ui/ui.module.css';
import styles from './config.module.css';
import { SaveStatus } from './save-status';
import { SiteConfigPage } from './site-config-page';
import { useSavePart } from './site-config-query';

/**
 * The lobby's features (the whitelabel module tree: a feature works only while its group is on
 * too) and the registration form's fields (shown, and required of the player).
 */
export function FeaturesPage() {
  return (
    <SiteConfigPage id="features" titleKey="config_features_title">
      {(config) => (
        <div className={styles.form}>
          <ModulesForm current={config.modules} />
          <RegisterForm current={config.register} />
        </div>
      )}
    </SiteConfigPage>
  );
}

/** A module's name in the console's language; an unknown id shows as itself. */
function useModuleName() {
  const { t, i18n } = useTranslation();
  return (modId: string) => (i18n.exists(`config_module_${modId}`) ? t(`config_module_${modId}`) : modId);
}

function ModulesForm({ current }: { current: ConfigModule[] }) {
  const { t } = useTranslation();
  const name = useModuleName();
  const save = useSavePart('modules', ADMIN_API.siteModules, z.array(configModuleSchema));
  const [enabled, setEnabled] = useState(() => new Map(current.map((m) => [m.modId, m.enabled])));
  const [saved, setSaved] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  const childrenOf = (parent: string | null) => current.filter((m) => m.parentModId === parent);
  const branch = (parent: string | null) => (
    <ul className={styles.tree}>
      {childrenOf(parent).map((m) => (
        <li key={m.modId}>
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={enabled.get(m.modId) ?? false}
              onChange={(event) => setEnabled(new Map(enabled).set(m.modId, event.target.checked))}
            />
            {name(m.modId)}
          </label>
          {childrenOf(m.modId).length > 0 ? branch(m.modId) : null}
        </li>
      ))}
    </ul>
  );

  const submit = async () => {
    setBusy(true);
    setSaved(null);
    setFailure(null);
    try {
      await save({ modules: [...enabled].map(([modId, on]) => ({ modId, enabled: on })) });
      setSaved(t('config_saved_lobby'));
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <fieldset className={styles.section}>
      <legend className={styles.sectionTitle}>{t('config_modules_title')}</legend>
      <p>{t('config_modules_hint')}</p>
      {branch(null)}
      <div className={styles.actions}>
        <button type="button" className={ui.primary} disabled={busy} onClick={() => void submit()}>
          {t('config_save_modules')}
        </button>
      </div>
      <SaveStatus saved={saved} failure={failure} />
    </fieldset>
  );
}

function RegisterForm({ current }: { current: ConfigRegisterField[] }) {
  const { t, i18n } = useTranslation();
  const save = useSavePart('register', ADMIN_API.siteRegisterFields, z.array(configRegisterFieldSchema));
  const [fields, setFields] = useState(current);
  const [saved, setSaved] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const label = (field: string) => (i18n.exists(`config_field_${field}`) ? t(`config_field_${field}`) : field);

  const change = (field: string, next: Partial<ConfigRegisterField>) =>
    setFields((all) =>
      all.map((f) => {
        if (f.field !== field) return f;
        const merged = { ...f, ...next };
        // A field the form does not show cannot be required.
        return merged.enabled ? merged : { ...merged, required: false };
      }),
    );

  const submit = async () => {
    setBusy(true);
    setSaved(null);
    setFailure(null);
    try {
      setFields(await save({ fields }));
      setSaved(t('config_saved_lobby'));
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <fieldset className={styles.section}>
      <legend className={styles.sectionTitle}>{t('config_register_title')}</legend>
      <table className={table.table}>
        <thead>
          <tr>
            <th scope="col">{t('config_register_field')}</th>
            <th scope="col">{t('config_register_shown')}</th>
            <th scope="col">{t('config_register_required')}</th>
          </tr>
        </thead>
        <tbody>
          {fields.map((f) => (
            <tr key={f.field}>
              <th scope="row">{label(f.field)}</th>
              <td>
                <input
                  type="checkbox"
                  aria-label={`${t('config_register_shown')}: ${label(f.field)}`}
                  checked={f.enabled}
                  onChange={(event) => change(f.field, { enabled: event.target.checked })}
                />
              </td>
              <td>
                <input
                  type="checkbox"
                  aria-label={`${t('config_register_required')}: ${label(f.field)}`}
                  checked={f.required}
                  disabled={!f.enabled}
                  onChange={(event) => change(f.field, { required: event.target.checked })}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className={styles.actions}>
        <button type="button" className={ui.primary} disabled={busy} onClick={() => void submit()}>
          {t('config_save_register')}
        </button>
      </div>
      <SaveStatus saved={saved} failure={failure} />
    </fieldset>
  );
}
