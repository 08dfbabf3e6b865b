import { POPUP_EXECUTIONS } from '@platform/contracts/announcement-constants';
import {
  type AnnouncementItem,
  announcementInputSchema,
  announcementItemSchema,
  CONTENT_ANNOUNCEMENT_TYPES,
} from '@platform/contracts/content-admin';
import { useTranslation } from 'react-i18next';
import styles from './content.module.css';
import type { ContentDefinition } from './content-definition';
import { ContentPage } from './content-page';
import { DateTimeField, EnabledField, HtmlField, SelectField, TextField } from './form-fields';
import { isoOf, localOf, nowLocal, orNull, text } from './form-values';
import { Schedule } from './schedule';

const definition: ContentDefinition<AnnouncementItem> = {
  kind: 'announcements',
  titleKey: 'content_announcements_title',
  itemKey: 'content_announcement',
  emptyKey: 'content_announcements_empty',
  itemSchema: announcementItemSchema,
  inputSchema: announcementInputSchema,
  switchable: true,
  scheduled: true,
  orderable: true,
  movable: (item) => item.type === 'PU' || item.type === 'PR',
  groupOf: (item) => item.type,
  editable: true,
  filtersByLanguage: false,
  hasLanguage: true,
  nameOf: (item, language) => (language === 'EN' ? item.titleEn : item.titleAr),
  columns: (language, t) => [
    {
      id: 'title',
      header: t('content_column_title'),
      accessorFn: (item) => (language === 'EN' ? item.titleEn : item.titleAr),
      cell: ({ getValue }) => <bdi dir={language === 'EN' ? 'ltr' : 'rtl'}>{getValue()}</bdi>,
    },
    {
      id: 'type',
      header: t('content_column_type'),
      accessorFn: (item) => t(`content_type_${item.type}`),
    },
    {
      id: 'audience',
      header: t('content_column_audience'),
      accessorFn: (item) => (item.execution ? t(`content_execution_${item.execution}`) : t('content_everyone')),
    },
    {
      id: 'schedule',
      header: t('content_column_schedule'),
      cell: ({ row }) => <Schedule startsAt={row.original.startsAt} endsAt={row.original.endsAt} />,
    },
  ],
  newValues: () => ({
    type: 'PL',
    execution: '',
    promotionType: '',
    titleAr: '',
    titleEn: '',
    contentAr: '',
    contentEn: '',
    enabled: true,
    startsAt: nowLocal(),
    endsAt: '',
  }),
  valuesOf: (item) => ({
    type: item.type,
    execution: item.execution ?? '',
    promotionType: item.promotionType ?? '',
    titleAr: item.titleAr,
    titleEn: item.titleEn,
    contentAr: item.contentAr,
    contentEn: item.contentEn,
    enabled: item.enabled,
    startsAt: localOf(item.startsAt),
    endsAt: localOf(item.endsAt),
  }),
  bodyOf: (values) => ({
    type: values.type,
    execution: orNull(values.execution),
    promotionType: orNull(values.promotionType),
    titleAr: text(values.titleAr),
    titleEn: text(values.titleEn),
    contentAr: text(values.contentAr),
    contentEn: text(values.contentEn),
    enabled: values.enabled === true,
    startsAt: isoOf(values.startsAt),
    endsAt: orNull(values.endsAt) && isoOf(values.endsAt),
  }),
  Fields: ({ form }) => {
    const { t } = useTranslation();
    const type = form.watch('type');
    return (
      <>
        <div className={styles.pair}>
          <SelectField
            form={form}
            name="type"
            label={t('content_field_type')}
            options={CONTENT_ANNOUNCEMENT_TYPES.map((value) => ({ value, label: t(`content_type_${value}`) }))}
          />
          {type === 'PU' ? (
            <SelectField
              form={form}
              name="execution"
              label={t('content_field_execution')}
              options={[
                { value: '', label: t('content_choose') },
                ...POPUP_EXECUTIONS.map((value) => ({ value, label: t(`content_execution_${value}`) })),
              ]}
            />
          ) : null}
          {type === 'PU' || type === 'PR' ? (
            <TextField
              form={form}
              name="promotionType"
              dir="ltr"
              label={t('content_field_promotion_type')}
              hint={t('content_field_promotion_type_hint')}
            />
          ) : null}
        </div>
        <div className={styles.pair}>
          <TextField form={form} name="titleAr" dir="rtl" label={t('content_field_title_ar')} />
          <TextField form={form} name="titleEn" dir="ltr" label={t('content_field_title_en')} />
        </div>
        <HtmlField form={form} name="contentAr" dir="rtl" label={t('content_field_body_ar')} />
        <HtmlField form={form} name="contentEn" dir="ltr" label={t('content_field_body_en')} />
        <div className={styles.pair}>
          <DateTimeField form={form} name="startsAt" label={t('content_field_starts')} />
          <DateTimeField
            form={form}
            name="endsAt"
            label={t('content_field_ends')}
            hint={t('content_field_ends_hint')}
          />
        </div>
        <EnabledField form={form} />
      </>
    );
  },
};

/** Notices, popups and promotions the lobby shows (spec types PL, PU, PR, H). */
export function AnnouncementsPage() {
  return <ContentPage definition={definition} />;
}
