import { zodResolver } from '@hookform/resolvers/zod';
import { ADMIN_API } from '@platform/contracts/admin-api-paths';
import {
  PAYMENT_PROVIDER_CODES,
  type PaymentChannel,
  paymentChannelBodySchema,
  paymentChannelCreateBodySchema,
  paymentChannelValueSchema,
} from '@platform/contracts/finance-admin';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { apiCall, errorMessageKey, fieldErrorsOf, pathWithId } from '../../shared/api/http';
import { Dialog, FormDialogActions } from '../../shared/ui/dialog';
import { Field } from '../../shared/ui/field';
import { fieldErrorText } from './form-errors';

/** The form's own shape: every input is text; an empty Arabic name means none. */
const formFields = z.object({
  name: z.string(),
  nameAr: z.string(),
  enabled: z.boolean(),
  sort: z.coerce.number(),
  minAmount: z.string(),
  maxAmount: z.string(),
  // A new channel only: what it is, which the server keeps once it is opened.
  code: z.string(),
  kind: z.enum(['BANK_TRANSFER', 'ONLINE']),
  bankName: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
  provider: z.string(),
});
type FormInput = z.input<typeof formFields>;
const withNameAr = <T extends { nameAr: string }>(v: T): Omit<T, 'nameAr'> & { nameAr: string | null } => ({
  ...v,
  nameAr: v.nameAr.trim() === '' ? null : v.nameAr,
});

const editSchema = formFields
  .transform(({ name, nameAr, enabled, sort, minAmount, maxAmount }) =>
    withNameAr({ name, nameAr, enabled, sort, minAmount, maxAmount }),
  )
  .pipe(paymentChannelBodySchema);
const createSchema = formFields
  .transform(({ bankName, accountName, accountNumber, provider, ...rest }) =>
    rest.kind === 'BANK_TRANSFER'
      ? { ...withNameAr(rest), bankName, accountName, accountNumber }
      : { ...withNameAr(rest), provider },
  )
  .pipe(paymentChannelCreateBodySchema);
type FormOutput = z.output<typeof editSchema> | z.output<typeof createSchema>;

/**
 * One deposit channel: its names in each language, on or off, its place and its limits. Without a
 * channel it opens a new one, which also needs its code and what it is (a bank account members
 * pay into, or an online provider).
 */
export function ChannelDialog({
  channel,
  onSaved,
  onClose,
}: {
  channel: PaymentChannel | null;
  onSaved: (channel: PaymentChannel) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(channel ? editSchema : createSchema) as Resolver<FormInput, unknown, FormOutput>,
    defaultValues: {
      name: channel?.name ?? '',
      nameAr: channel?.nameAr ?? '',
      enabled: channel?.enabled ?? true,
      sort: channel?.sort ?? 0,
      minAmount: channel?.minAmount ?? '',
      maxAmount: channel?.maxAmount ?? '',
      code: '',
      kind: 'BANK_TRANSFER',
      bankName: '',
      accountName: '',
      accountNumber: '',
      provider: PAYMENT_PROVIDER_CODES[0],
    },
  });
  const errors = form.formState.errors;
  const kind = form.watch('kind');
  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      const { channel: saved } = await apiCall(
        paymentChannelValueSchema,
        channel ? pathWithId(ADMIN_API.paymentChannel, channel.id) : ADMIN_API.paymentChannels,
        { method: channel ? 'PUT' : 'POST', body },
      );
      await queryClient.invalidateQueries({ queryKey: ['payment-settings'] });
      onSaved(saved);
      onClose();
    } catch (error) {
      // A code the brand already uses is the server's to know; it is said at its field.
      const fields = Object.entries(fieldErrorsOf(error)).filter(([, rule]) => rule === 'taken');
      for (const [field, rule] of fields) form.setError(field as keyof FormInput, { message: rule });
      if (fields.length === 0) setFailure(error);
    }
  });
  const input = (name: keyof FormInput, expected: string, label: string, extra: object = {}) => (
    <Field label={label} error={fieldErrorText(t, errors[name], expected)}>
      {({ id, describedBy, invalid }) => (
        <input id={id} aria-describedby={describedBy} aria-invalid={invalid} {...extra} {...form.register(name)} />
      )}
    </Field>
  );
  const select = (
    name: 'kind' | 'provider',
    label: string,
    options: readonly string[],
    text: (o: string) => string,
  ) => (
    <Field label={label}>
      {({ id }) => (
        <select id={id} {...form.register(name)}>
          {options.map((option) => (
            <option key={option} value={option}>
              {text(option)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
  return (
    <Dialog
      title={channel ? t('finance_channel_edit_title', { code: channel.code }) : t('finance_channel_new_title')}
      onClose={onClose}
    >
      <form onSubmit={submit} noValidate>
        {channel ? null : (
          <>
            {input('code', 'finance_error_code', t('finance_channel_code'), {
              dir: 'ltr',
              autoCapitalize: 'characters',
            })}
            {select('kind', t('finance_channel_kind'), ['BANK_TRANSFER', 'ONLINE'], (k) =>
              t(`finance_channel_kind_${k}`),
            )}
            {kind === 'BANK_TRANSFER' ? (
              <>
                {input('bankName', 'finance_error_bank_text', t('finance_channel_bank_name'), { dir: 'auto' })}
                {input('accountName', 'finance_error_bank_text', t('finance_channel_account_name'), { dir: 'auto' })}
                {input('accountNumber', 'finance_error_account_number', t('finance_channel_account_number'), {
                  dir: 'ltr',
                })}
              </>
            ) : (
              select('provider', t('finance_channel_provider'), PAYMENT_PROVIDER_CODES, (p) =>
                t(`finance_provider_${p}`),
              )
            )}
          </>
        )}
        {input('name', 'finance_error_name', t('finance_channel_name_en'), { lang: 'en', dir: 'auto' })}
        {input('nameAr', 'finance_error_name', t('finance_channel_name_ar'), { lang: 'ar', dir: 'rtl' })}
        {input('minAmount', 'finance_error_amount', t('finance_channel_min'), { inputMode: 'decimal', dir: 'ltr' })}
        {input('maxAmount', 'finance_error_amount', t('finance_channel_max'), { inputMode: 'decimal', dir: 'ltr' })}
        {input('sort', 'finance_error_sort', t('finance_channel_sort'), { type: 'number', min: 0, max: 9999 })}
        <label>
          <input type="checkbox" {...form.register('enabled')} /> {t('finance_channel_enabled_label')}
        </label>
        <FormDialogActions
          failure={failure ? t(errorMessageKey(failure)) : null}
          submitLabel={t(channel ? 'finance_save' : 'finance_channel_add')}
          busy={form.formState.isSubmitting}
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}
