import { ADMIN_API } from '@platform/contracts/admin-api-paths';
import { BANNER_GROUPS, BANNER_LINKAGE_TYPES } from '@platform/contracts/announcement-constants';
import { apiPath } from '@platform/contracts/api-paths';
import {
  BANNER_IMAGE_MAX_BYTES,
  BANNER_IMAGE_TYPES,
  type BannerItem,
  bannerInputSchema,
  bannerItemSchema,
} from '@platform/contracts/content-admin';
import { useTranslation } from 'react-i18next';
import { ApiError, apiCall } from '../../shared/api/http';
import styles from './content.module.css';
import type { ContentDefinition } from './content-definition';
import { ContentPage } from './content-page';
import { ColourField, DateTimeField, EnabledField, ImageField, SelectField, TextField } from './form-fields';
import { isoOf, localOf, nowLocal, orNull, text } from './form-values';
import { Schedule } from './schedule';

const imageRefused = (rule: string) => new ApiError('VALIDATION_FAILED', { errors: [{ field: 'body.image', rule }] });

/**
 * After the banner itself: the image chosen replaces the drawn art, or the drawn art comes back.
 * The file is checked here first (type, size) and again by the server, by its bytes.
 */
async function saveImage(saved: BannerItem, values: Record<string, unknown>): Promise<BannerItem> {
  const path = apiPath(ADMIN_API.contentBannerImage, { id: String(saved.id) });
  const file = (values.image as FileList | undefined)?.[0];
  if (file) {
    if (!(BANNER_IMAGE_TYPES as readonly string[]).includes(file.type)) throw imageRefused('image');
    if (file.size > BANNER_IMAGE_MAX_BYTES) throw imageRefused('image_size');
    try {
      return await apiCall(bannerItemSchema, path, { method: 'PUT', body: file });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'VALIDATION_FAILED') throw imageRefused('image');
      if (error instanceof ApiError && error.code === 'PAYLOAD_TOO_LARGE') throw imageRefused('image_size');
      throw error;
    }
  }
  if (values.drawnImage === true && saved.uploadedImage) {
    return apiCall(bannerItemSchema, path, { method: 'DELETE' });
  }
  return saved;
}

/** The lobby draws each banner from its title and colours, laid out per language. */
const imageIn = (item: BannerItem, language: 'AR' | 'EN') =>
  item.imageUrl.replace(/language=[a-z]+/, `language=${language.toLowerCase()}`);

const definition: ContentDefinition<BannerItem> = {
  kind: 'banners',
  titleKey: 'content_banners_title',
  itemKey: 'content_banner',
  emptyKey: 'content_banners_empty',
  itemSchema: bannerItemSchema,
  inputSchema: bannerInputSchema,
  switchable: true,
  scheduled: true,
  orderable: true,
  groupOf: (item) => item.groupName,
  editable: true,
  filtersByLanguage: false,
  hasLanguage: true,
  nameOf: (item, language) => (language === 'EN' ? item.titleEn : item.titleAr),
  columns: (language, t) => [
    {
      id: 'image',
      header: t('content_column_image'),
      cell: ({ row }) =>
        // A banner switched off or not yet started is not drawn for anyone: its colours stand in.
        row.original.state === 'LIVE' || row.original.state === 'ENDED' ? (
          <img
            className={styles.thumbnail}
            src={imageIn(row.original, language)}
            alt={language === 'EN' ? row.original.titleEn : row.original.titleAr}
            loading="lazy"
          />
        ) : (
          <span>
            <span className={styles.swatch} style={{ background: row.original.color }} aria-hidden="true" />
            <bdi dir="ltr">{row.original.color}</bdi>
          </span>
        ),
    },
    {
      id: 'group',
      header: t('content_column_group'),
      accessorFn: (item) => t(`content_group_${item.groupName}`),
    },
    {
      id: 'title',
      header: t('content_column_title'),
      accessorFn: (item) => (language === 'EN' ? item.titleEn : item.titleAr),
      cell: ({ getValue }) => <bdi dir={language === 'EN' ? 'ltr' : 'rtl'}>{getValue()}</bdi>,
    },
    {
      id: 'link',
      header: t('content_column_link'),
      accessorFn: (item) => item.linkTarget ?? '',
      cell: ({ row }) => (
        <>
          {t(`content_linkage_${row.original.linkageType}`)}
          {row.original.linkTarget ? (
            <>
              <br />
              <bdi dir="ltr">{row.original.linkTarget}</bdi>
            </>
          ) : null}
        </>
      ),
    },
    {
      id: 'schedule',
      header: t('content_column_schedule'),
      cell: ({ row }) => <Schedule startsAt={row.original.startsAt} endsAt={row.original.endsAt} />,
    },
  ],
  newValues: () => ({
    groupName: 'w_home',
    titleAr: '',
    titleEn: '',
    color: '#1f5fbf',
    colorEnd: '',
    linkageType: 'NONE',
    linkTarget: '',
    enabled: true,
    startsAt: nowLocal(),
    endsAt: '',
  }),
  valuesOf: (item) => ({
    groupName: item.groupName,
    titleAr: item.titleAr,
    titleEn: item.titleEn,
    color: item.color,
    colorEnd: item.colorEnd ?? '',
    linkageType: item.linkageType,
    linkTarget: item.linkTarget ?? '',
    enabled: item.enabled,
    startsAt: localOf(item.startsAt),
    endsAt: localOf(item.endsAt),
    uploadedImage: item.uploadedImage,
    drawnImage: false,
  }),
  bodyOf: (values) => ({
    groupName: values.groupName,
    titleAr: text(values.titleAr),
    titleEn: text(values.titleEn),
    color: text(values.color).trim().toLowerCase(),
    colorEnd: orNull(values.colorEnd)?.toLowerCase() ?? null,
    linkageType: values.linkageType,
    linkTarget: values.linkageType === 'NONE' ? null : text(values.linkTarget).trim(),
    enabled: values.enabled === true,
    startsAt: isoOf(values.startsAt),
    endsAt: orNull(values.endsAt) && isoOf(values.endsAt),
  }),
  afterSave: saveImage,
  Fields: ({ form }) => {
    const { t } = useTranslation();
    const linkage = form.watch('linkageType');
    const uploaded = form.getValues('uploadedImage') === true;
    return (
      <>
        <SelectField
          form={form}
          name="groupName"
          label={t('content_field_group')}
          options={BANNER_GROUPS.map((value) => ({ value, label: t(`content_group_${value}`) }))}
        />
        <div className={styles.pair}>
          <TextField form={form} name="titleAr" dir="rtl" label={t('content_field_title_ar')} />
          <TextField form={form} name="titleEn" dir="ltr" label={t('content_field_title_en')} />
        </div>
        <div className={styles.pair}>
          <ColourField
            form={form}
            name="color"
            label={t('content_field_colour')}
            hint={t('content_field_colour_hint')}
          />
          <ColourField
            form={form}
            name="colorEnd"
            label={t('content_field_colour_end')}
            hint={t('content_field_colour_end_hint')}
          />
        </div>
        <ImageField
          form={form}
          name="image"
          label={t(uploaded ? 'content_field_image_replace' : 'content_field_image')}
          hint={t('content_field_image_hint')}
        />
        {uploaded ? (
          <label className={styles.checkbox}>
            <input type="checkbox" {...form.register('drawnImage')} />
            {t('content_field_drawn_image')}
          </label>
        ) : null}
        <div className={styles.pair}>
          <SelectField
            form={form}
            name="linkageType"
            label={t('content_field_linkage')}
            options={BANNER_LINKAGE_TYPES.map((value) => ({ value, label: t(`content_linkage_${value}`) }))}
          />
          {linkage !== 'NONE' ? (
            <TextField
              form={form}
              name="linkTarget"
              dir="ltr"
              label={t('content_field_link_target')}
              hint={t(`content_link_hint_${String(linkage)}`)}
            />
          ) : null}
        </div>
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

/** The banners of each page of the lobby (home, login, register...), in the order they rotate. */
export function BannersPage() {
  return <ContentPage definition={definition} />;
}
