import { type HelpArticleItem, helpArticleInputSchema, helpArticleItemSchema } from '@platform/contracts/content-admin';
import { useTranslation } from 'react-i18next';
import styles from './content.module.css';
import type { ContentDefinition } from './content-definition';
import { ContentPage } from './content-page';
import { EnabledField, HtmlField, SelectField, TextField } from './form-fields';
import { text } from './form-values';

const definition: ContentDefinition<HelpArticleItem> = {
  kind: 'help',
  titleKey: 'content_help_title',
  itemKey: 'content_help_article',
  emptyKey: 'content_help_empty',
  itemSchema: helpArticleItemSchema,
  inputSchema: helpArticleInputSchema,
  switchable: true,
  scheduled: false,
  orderable: true,
  groupOf: (item) => item.language,
  editable: true,
  filtersByLanguage: true,
  hasLanguage: true,
  nameOf: (item) => item.title,
  columns: (_language, t) => [
    {
      id: 'title',
      header: t('content_column_title'),
      accessorFn: (item) => item.title,
      cell: ({ row }) => <bdi dir={row.original.language === 'EN' ? 'ltr' : 'rtl'}>{row.original.title}</bdi>,
    },
    {
      id: 'term',
      header: t('content_column_term'),
      accessorFn: (item) => item.term,
      cell: ({ getValue }) => <bdi dir="ltr">#{getValue()}</bdi>,
    },
  ],
  newValues: () => ({ language: 'AR', term: '', title: '', content: '', enabled: true }),
  valuesOf: (item) => ({
    language: item.language,
    term: item.term,
    title: item.title,
    content: item.content,
    enabled: item.enabled,
  }),
  bodyOf: (values) => ({
    language: values.language,
    term: text(values.term).trim(),
    title: text(values.title),
    content: text(values.content),
    enabled: values.enabled === true,
  }),
  Fields: ({ form }) => {
    const { t } = useTranslation();
    const dir = form.watch('language') === 'EN' ? 'ltr' : 'rtl';
    return (
      <>
        <div className={styles.pair}>
          <SelectField
            form={form}
            name="language"
            label={t('content_field_language')}
            options={(['AR', 'EN'] as const).map((value) => ({ value, label: t(`content_language_${value}`) }))}
          />
          <TextField
            form={form}
            name="term"
            dir="ltr"
            label={t('content_field_term')}
            hint={t('content_field_term_hint')}
          />
        </div>
        <TextField form={form} name="title" dir={dir} label={t('content_field_title')} />
        <HtmlField form={form} name="content" dir={dir} label={t('content_field_body')} />
        <EnabledField form={form} />
      </>
    );
  },
};

/** The help centre's articles, one language at a time, in the order the help page lists them. */
export function HelpPage() {
  return <ContentPage definition={definition} />;
}
