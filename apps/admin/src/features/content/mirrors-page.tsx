import {
  type MirrorDomainItem,
  mirrorDomainInputSchema,
  mirrorDomainItemSchema,
} from '@platform/contracts/content-admin';
import { useTranslation } from 'react-i18next';
import type { ContentDefinition } from './content-definition';
import { ContentPage } from './content-page';
import { TextField } from './form-fields';
import { text } from './form-values';

const definition: ContentDefinition<MirrorDomainItem> = {
  kind: 'mirrors',
  titleKey: 'content_mirrors_title',
  itemKey: 'content_mirror',
  emptyKey: 'content_mirrors_empty',
  itemSchema: mirrorDomainItemSchema,
  inputSchema: mirrorDomainInputSchema,
  switchable: false,
  scheduled: false,
  orderable: true,
  editable: false,
  filtersByLanguage: false,
  hasLanguage: false,
  nameOf: (item) => item.domain,
  columns: (_language, t) => [
    {
      id: 'domain',
      header: t('content_column_domain'),
      accessorFn: (item) => item.domain,
      cell: ({ getValue }) => <bdi dir="ltr">{getValue()}</bdi>,
    },
  ],
  newValues: () => ({ domain: '' }),
  valuesOf: (item) => ({ domain: item.domain }),
  bodyOf: (values) => ({ domain: text(values.domain).trim().toLowerCase() }),
  Fields: ({ form }) => {
    const { t } = useTranslation();
    return (
      <TextField
        form={form}
        name="domain"
        dir="ltr"
        label={t('content_field_domain')}
        hint={t('content_field_domain_hint')}
      />
    );
  },
};

/** The brand's official alternative domains: served as the brand, and listed to players in this order. */
export function MirrorsPage() {
  return <ContentPage definition={definition} />;
}
