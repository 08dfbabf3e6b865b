import {
  APP_RESOURCE_TYPES,
  appLinkInputSchema,
  type SiteResourceItem,
  siteResourceItemSchema,
  socialLinkInputSchema,
} from '@platform/contracts/content-admin';
import { SOCIAL_RESOURCE_TYPES } from '@platform/contracts/system-constants';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import styles from './content.module.css';
import type { ContentDefinition } from './content-definition';
import { ContentPage } from './content-page';
import { EnabledField, SelectField, TextField } from './form-fields';
import { text } from './form-values';

/**
 * App download links and social links are both the brand's site resources (a type, a short name,
 * an English label and an https address); each page edits the types of its own.
 */
function siteLinks(options: {
  kind: 'app-links' | 'social';
  prefix: string;
  types: readonly string[];
  inputSchema: z.ZodType;
}): ContentDefinition<SiteResourceItem> {
  const { kind, prefix, types, inputSchema } = options;
  return {
    kind,
    titleKey: `${prefix}_title`,
    itemKey: `${prefix}_item`,
    emptyKey: `${prefix}_empty`,
    itemSchema: siteResourceItemSchema,
    inputSchema,
    switchable: true,
    scheduled: false,
    orderable: true,
    editable: true,
    filtersByLanguage: false,
    hasLanguage: false,
    nameOf: (item) => item.labelNameEn,
    columns: (_language, t) => [
      {
        id: 'type',
        header: t('content_column_type'),
        accessorFn: (item) => t(`content_resource_${item.resourceType}`, { defaultValue: item.resourceType }),
      },
      {
        id: 'label',
        header: t('content_column_label'),
        accessorFn: (item) => item.labelNameEn,
        cell: ({ getValue }) => <bdi dir="ltr">{getValue()}</bdi>,
      },
      {
        id: 'url',
        header: t('content_column_address'),
        accessorFn: (item) => item.url,
        cell: ({ getValue }) => <bdi dir="ltr">{getValue()}</bdi>,
      },
    ],
    newValues: () => ({ resourceType: types[0] ?? '', name: '', labelNameEn: '', url: '', enabled: true }),
    valuesOf: (item) => ({
      resourceType: item.resourceType,
      name: item.name,
      labelNameEn: item.labelNameEn,
      url: item.url,
      enabled: item.enabled,
    }),
    bodyOf: (values) => ({
      resourceType: values.resourceType,
      name: text(values.name).trim(),
      labelNameEn: text(values.labelNameEn),
      url: text(values.url).trim(),
      enabled: values.enabled === true,
    }),
    Fields: ({ form }) => {
      const { t } = useTranslation();
      return (
        <>
          <SelectField
            form={form}
            name="resourceType"
            label={t('content_field_resource_type')}
            options={types.map((value) => ({ value, label: t(`content_resource_${value}`) }))}
          />
          <div className={styles.pair}>
            <TextField
              form={form}
              name="name"
              dir="ltr"
              label={t('content_field_name')}
              hint={t('content_field_name_hint')}
            />
            <TextField form={form} name="labelNameEn" dir="ltr" label={t('content_field_label_en')} />
          </div>
          <TextField
            form={form}
            name="url"
            dir="ltr"
            label={t('content_field_address')}
            hint={t('content_https_hint')}
          />
          <EnabledField form={form} />
        </>
      );
    },
  };
}

const appLinks = siteLinks({
  kind: 'app-links',
  prefix: 'content_app_links',
  types: APP_RESOURCE_TYPES,
  inputSchema: appLinkInputSchema,
});
const socialLinks = siteLinks({
  kind: 'social',
  prefix: 'content_social',
  types: SOCIAL_RESOURCE_TYPES,
  inputSchema: socialLinkInputSchema,
});

/** Where the download page sends players for the iOS, Android and lite apps. */
export function AppLinksPage() {
  return <ContentPage definition={appLinks} />;
}

/** The footer's social links (each type shown when the brand has one). */
export function SocialLinksPage() {
  return <ContentPage definition={socialLinks} />;
}
