import { zodResolver } from '@hookform/resolvers/zod';
import { ADMIN_API } from '@platform/contracts/admin-api-paths';
import {
  type PaymentChannel,
  paymentChannelBodySchema,
  paymentChannelValueSchema,
} from '@platform/contracts/finance-admin';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { apiCall, errorMessageKey, pathWithId } from '../../shared/api/http';
import { Dialog } from '../../shared/ui/dialog';
import { Field } from '../../shared/ui/field';
import ui from '../../shared/ui/ui.module.css';
import { fieldErrorText } from './form-errors';

/** The form's own shape: every input is text; an empty Arabic name means none. */
const formSchema = z
  .object({
    name: z.string(),
    nameAr: z.string(),
    enabled: z.boolean(),
    sort: z.coerce.number(),
    minAmount: z.string(),
    maxAmount: z.string(),
  })
  .transform((v) => ({ ...v, nameAr: v.nameAr.trim() === '' ? null : v.nameAr }))
  .pipe(paymentChannelBodySchema);
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

/** Edits one deposit channel: its names in each language, on or off, its place and its limits. */
export function ChannelDialog({
  channel,
  onSaved,
  onClose,
}: {
  channel: PaymentChannel;
  onSaved: (channel: PaymentChannel) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      name: channel.name,
      nameAr: channel.nameAr ?? '',
      enabled: channel.enabled,
      sort: channel.sort,
      minAmount: channel.minAmount,
      maxAmount: channel.maxAmount,
    },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      const { channel: saved } = await apiCall(
        paymentChannelValueSchema,
        pathWithId(ADMIN_API.paymentChannel, channel.id),
        {
          method: 'PUT',
          body,
        },
      );
      await queryClient.invalidateQueries({ queryKey: ['payment-settings'] });
      onSaved(saved);
      onClose();
    } catch (error) {
      setFailure(error);
    }
  });
  const input = (name: keyof FormInput, expected: string, label: string, extra: object = {}) => (
    <Field label={label} error={fieldErrorText(t, errors[name], expected)}>
      {({ id, describedBy, invalid }) => (
        <input id={id} aria-describedby={describedBy} aria-invalid={invalid} {...extra} {...form.register(name)} />
      )}
    </Field>
  );
  return (
    <Dialog title={t('finance_channel_edit_title', { code: channel.code })} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        {input('name', 'finance_error_name', t('finance_channel_name_en'), { lang: 'en', dir: 'auto' })}
        {input('nameAr', 'finance_error_name', t('finance_channel_name_ar'), { lang: 'ar', dir: 'rtl' })}
        {input('minAmount', 'finance_error_amount', t('finance_channel_min'), { inputMode: 'decimal', dir: 'ltr' })}
        {input('maxAmount', 'finance_error_amount', t('finance_channel_max'), { inputMode: 'decimal', dir: 'ltr' })}
        {input('sort', 'finance_error_sort', t('finance_channel_sort'), { type: 'number', min: 0, max: 9999 })}
        <label>
          <input type="checkbox" {...form.register('enabled')} /> {t('finance_channel_enabled_label')}
        </label>
        {failure ? (
          <p className={ui.alert} role="alert">
            {t(errorMessageKey(failure))}
          </p>
        ) : null}
        <div className={ui.dialogActions}>
          <button type="button" onClick={onClose}>
            {t('cancel')}
          </button>
          <button type="submit" className={ui.primary} disabled={form.formState.isSubmitting}>
            {t('finance_save')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
