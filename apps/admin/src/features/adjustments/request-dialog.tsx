import { zodResolver } from '@hookform/resolvers/zod';
import {
  ADJUSTMENT_LEDGER_KINDS,
  ADJUSTMENT_REASON_MAX,
  type Adjustment,
  adjustmentRequestBodySchema,
  adjustmentSchema,
} from '@platform/contracts/adjustments';
import { ADMIN_API } from '@platform/contracts/admin-api-paths';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError, apiCall, errorMessageKey } from '../../shared/api/http';
import { Dialog, FormDialogActions } from '../../shared/ui/dialog';
import { Field } from '../../shared/ui/field';
import styles from './adjustments.module.css';

const formSchema = adjustmentRequestBodySchema.omit({ requestId: true });
type RequestForm = z.infer<typeof formSchema>;

/** The refusals a request form words itself: no such member, not enough cash for a debit. */
function failureKey(error: unknown): string {
  if (error instanceof ApiError && error.code === 'ACCOUNT_NOT_FOUND') return 'adjustments_member_not_found';
  if (error instanceof ApiError && error.code === 'INSUFFICIENT_FUNDS') return 'adjustments_insufficient_funds';
  return errorMessageKey(error);
}

/**
 * A credit or debit of a member's main wallet with its reason and ledger kind. The request id is
 * made once per opened form, so a double click or a retry makes one adjustment.
 */
export function RequestDialog({ onDone, onClose }: { onDone: (adjustment: Adjustment) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const [requestId] = useState(() => crypto.randomUUID());
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<RequestForm>({
    resolver: zodResolver(formSchema),
    defaultValues: { memberAccount: '', direction: 'CREDIT', amount: '', ledgerKind: 'ADJUSTMENT', reason: '' },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      onDone(
        await apiCall(adjustmentSchema, ADMIN_API.adjustments, { method: 'POST', body: { ...values, requestId } }),
      );
      onClose();
    } catch (error) {
      setFailure(error);
    }
  });
  return (
    <Dialog title={t('adjustments_new')} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <Field label={t('adjustments_member')} error={errors.memberAccount ? t('field_required') : undefined}>
          {({ id, describedBy, invalid }) => (
            <input
              id={id}
              dir="auto"
              autoComplete="off"
              aria-describedby={describedBy}
              aria-invalid={invalid}
              {...form.register('memberAccount')}
            />
          )}
        </Field>
        <fieldset className={styles.choices}>
          <legend>{t('adjustments_direction')}</legend>
          {(['CREDIT', 'DEBIT'] as const).map((direction) => (
            <label key={direction}>
              <input type="radio" value={direction} {...form.register('direction')} /> {t(`adjustments_${direction}`)}
            </label>
          ))}
        </fieldset>
        <Field
          label={t('adjustments_amount')}
          hint={t('adjustments_amount_hint')}
          error={errors.amount ? t('adjustments_amount_invalid') : undefined}
        >
          {({ id, describedBy, invalid }) => (
            <input
              id={id}
              dir="ltr"
              inputMode="decimal"
              autoComplete="off"
              aria-describedby={describedBy}
              aria-invalid={invalid}
              {...form.register('amount')}
            />
          )}
        </Field>
        <Field label={t('adjustments_ledger_kind')}>
          {({ id }) => (
            <select id={id} {...form.register('ledgerKind')}>
              {ADJUSTMENT_LEDGER_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`adjustments_kind_${kind}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          label={t('adjustments_reason')}
          error={
            errors.reason
              ? errors.reason.type === 'too_big'
                ? t('adjustments_too_long', { max: ADJUSTMENT_REASON_MAX })
                : t('field_required')
              : undefined
          }
        >
          {({ id, describedBy, invalid }) => (
            <input
              id={id}
              dir="auto"
              maxLength={ADJUSTMENT_REASON_MAX}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              {...form.register('reason')}
            />
          )}
        </Field>
        <FormDialogActions
          failure={failure ? t(failureKey(failure)) : null}
          submitLabel={t('adjustments_submit')}
          busy={form.formState.isSubmitting}
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}
