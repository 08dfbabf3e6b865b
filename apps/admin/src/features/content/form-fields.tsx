import { BANNER_IMAGE_TYPES, CONTENT_HTML_PURIFY } from '@platform/contracts/content-admin';
import DOMPurify from 'dompurify';
import { type InputHTMLAttributes, useMemo } from 'react';
import type { FieldError, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '../../shared/ui/field';
import styles from './content.module.css';
import type { FormValues } from './content-definition';

type Form = UseFormReturn<FormValues>;
type Props = { form: Form; name: string; label: string; hint?: string };

/**
 * The sentence for a field's error: the rule the contract's schema (or the server) named, such as
 * `https` or `taken`, else the kind of check that failed, else a general one.
 */
export function useFieldError(form: Form, name: string): string | undefined {
  const { t, i18n } = useTranslation();
  const error = form.formState.errors[name] as FieldError | undefined;
  if (!error) return undefined;
  for (const key of [`content_error_${error.message}`, `content_error_${error.type}`]) {
    if (i18n.exists(key)) return t(key);
  }
  return t('content_error_invalid');
}

/** A plain input of the form, with its label, hint and error; `input` carries its own attributes. */
function InputField({ form, name, label, hint, input }: Props & { input?: InputHTMLAttributes<HTMLInputElement> }) {
  const error = useFieldError(form, name);
  return (
    <Field label={label} error={error} hint={hint}>
      {({ id, describedBy, invalid }) => (
        <input id={id} {...input} aria-describedby={describedBy} aria-invalid={invalid} {...form.register(name)} />
      )}
    </Field>
  );
}

export function TextField({ dir, ...props }: Props & { dir?: 'ltr' | 'rtl' | 'auto' }) {
  return <InputField {...props} input={{ dir }} />;
}

export function SelectField({
  form,
  name,
  label,
  hint,
  options,
}: Props & { options: readonly { value: string; label: string }[] }) {
  const error = useFieldError(form, name);
  return (
    <Field label={label} error={error} hint={hint}>
      {({ id, describedBy, invalid }) => (
        <select id={id} aria-describedby={describedBy} aria-invalid={invalid} {...form.register(name)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

export function DateTimeField(props: Props) {
  return <InputField {...props} input={{ type: 'datetime-local' }} />;
}

export function ColourField(props: Props) {
  return <InputField {...props} input={{ dir: 'ltr', placeholder: '#336699' }} />;
}

/** A file to upload (an image), kept by the form as the input's FileList. */
export function ImageField(props: Props) {
  return <InputField {...props} input={{ type: 'file', accept: BANNER_IMAGE_TYPES.join(',') }} />;
}

export function EnabledField({ form }: { form: Form }) {
  const { t } = useTranslation();
  return (
    <label className={styles.checkbox}>
      <input type="checkbox" {...form.register('enabled')} />
      {t('content_field_enabled')}
    </label>
  );
}

/**
 * Operator HTML, with what the lobby will show of it beside: cleaned by the same library and rules
 * as the server applies before storing it (scripts, handlers and frames are gone in the preview).
 */
export function HtmlField({ form, name, label, dir }: Props & { dir: 'ltr' | 'rtl' }) {
  const { t } = useTranslation();
  const error = useFieldError(form, name);
  const html = String(form.watch(name) ?? '');
  const clean = useMemo(() => DOMPurify.sanitize(html, CONTENT_HTML_PURIFY), [html]);
  return (
    <div className={styles.htmlField}>
      <Field label={label} error={error} hint={t('content_html_hint')}>
        {({ id, describedBy, invalid }) => (
          <textarea
            id={id}
            dir="ltr"
            rows={5}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            {...form.register(name)}
          />
        )}
      </Field>
      <figure className={styles.preview}>
        <figcaption>{t('content_preview', { field: label })}</figcaption>
        {clean ? (
          <div
            className={styles.previewBody}
            dir={dir}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: cleaned by DOMPurify just above
            dangerouslySetInnerHTML={{ __html: clean }}
          />
        ) : (
          <p className={styles.muted}>{t('content_preview_empty')}</p>
        )}
      </figure>
    </div>
  );
}
