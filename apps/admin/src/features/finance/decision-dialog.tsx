import { zodResolver } from '@hookform/resolvers/zod';
import { operatorDecisionBodySchema } from '@platform/contracts/deposit';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../shared/api/http';
import { Dialog, FormDialogActions } from '../../shared/ui/dialog';
import { Field } from '../../shared/ui/field';

export const REMARK_MAX = 140;

/** Approve, confirm or reject one order, with an optional remark the member may be shown. */
export function DecisionDialog({
  title,
  summary,
  confirmLabel,
  danger,
  onDecide,
  onClose,
}: {
  title: string;
  summary: string;
  confirmLabel: string;
  danger: boolean;
  onDecide: (remark: string | undefined) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<{ remark?: string | undefined }>({
    resolver: zodResolver(operatorDecisionBodySchema),
    defaultValues: { remark: '' },
  });
  const remark = form.watch('remark') ?? '';
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onDecide(values.remark || undefined);
      onClose();
    } catch (error) {
      setFailure(error);
    }
  });
  return (
    <Dialog title={title} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <p>{summary}</p>
        <Field
          label={t('remark_optional')}
          hint={t('remark_count', { length: remark.length, max: REMARK_MAX })}
          error={form.formState.errors.remark ? t('remark_too_long', { max: REMARK_MAX }) : undefined}
        >
          {({ id, describedBy, invalid }) => (
            <input
              id={id}
              maxLength={REMARK_MAX}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              {...form.register('remark')}
            />
          )}
        </Field>
        <FormDialogActions
          failure={failure ? t(errorMessageKey(failure)) : null}
          submitLabel={confirmLabel}
          busy={form.formState.isSubmitting}
          danger={danger}
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}
