import {
  CUSTOMER_SERVICE_TYPES,
  type CustomerServiceItem,
  customerServiceInputSchema,
  customerServiceItemSchema,
} from '@platform/contracts/content-admin';
import { useTranslation } from 'react-i18next';
import type { ContentDefinition } from './content-definition';
import { ContentPage } from './content-page';
import { EnabledField, SelectField, TextField } from './form-fields';
import { text } from './form-values';

const definition: ContentDefinition<CustomerServiceItem> = {
  kind: 'customer-service',
  titleKey: 'content_customer_service_title',
  itemKey: 'content_customer_service_entry',
  emptyKey: 'content_customer_service_empty',
  itemSchema: customerServiceItemSchema,
  inputSchema: customerServiceInputSchema,
  switchable: true,
  scheduled: false,
  orderable: true,
  editable: true,
  filtersByLanguage: false,
  hasLanguage: false,
  nameOf: (item) => item.csType,
  columns: (_language, t) => [
    {
      id: 'type',
      header: t('content_column_type'),
      accessorFn: (item) => t(`content_cs_${item.csType}`, { defaultValue: item.csType }),
    },
    {
      id: 'url',
      header: t('content_column_address'),
      accessorFn: (item) => item.url,
      cell: ({ getValue }) => <bdi dir="ltr">{getValue()}</bdi>,
    },
  ],
  newValues: () => ({ csType: 'LIVECHAT', url: '', enabled: true }),
  valuesOf: (item) => ({ csType: item.csType, url: item.url, enabled: item.enabled }),
  bodyOf: (values) => ({ csType: values.csType, url: text(values.url).trim(), enabled: values.enabled === true }),
  Fields: ({ form }) => {
    const { t } = useTranslation();
    return (
      <>
        <SelectField
          form={form}
          name="csType"
          label={t('content_field_cs_type')}
          options={CUSTOMER_SERVICE_TYPES.map((value) => ({ value, label: t(`content_cs_${value}`) }))}
        />
        <TextField
          form={form}
          name="url"
          dir="ltr"
          label={t('content_field_address')}
          hint={t('content_field_cs_address_hint')}
        />
        <EnabledField form={form} />
      </>
    );
  },
};

/**
 * The ways players reach support (live chat, Telegram...): the lobby's support button opens the
 * first, in this order.
 */
export function CustomerServicePage() {
  return <ContentPage definition={definition} />;
}
