import { zodResolver } from '@hookform/resolvers/zod';
import { validationFailureValueSchema } from '@platform/contracts/envelope';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessageKey } from '../../shared/api/http';
import { Dialog, FormDialogActions } from '../../shared/ui/dialog';
import styles from './content.module.css';
import type { ContentDefinition, ContentItem, FormValues } from './content-definition';

/**
 * Create or edit one item: the form's values become the body the server expects and are checked
 * by the contract's schema before anything is sent; a refusal the server names a field for shows
 * under that field, anything else above the buttons.
 */
export function ContentFormDialog<Item extends ContentItem>({
  definition,
  editing,
  onSave,
  onClose,
}: {
  definition: ContentDefinition<Item>;
  editing: Item | null;
  onSave: (body: unknown, values: FormValues) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<unknown>(null);
  const resolver: Resolver<FormValues> = async (values, context, options) => {
    const checked = await zodResolver(definition.inputSchema as never)(
      definition.bodyOf(values) as never,
      context,
      options as never,
    );
    // The body is what is sent; the form keeps its own values.
    return Object.keys(checked.errors).length > 0
      ? { values: {}, errors: checked.errors }
      : { values: checked.values as FormValues, errors: {} };
  };
  const form = useForm<FormValues>({
    resolver,
    defaultValues: editing ? definition.valuesOf(editing) : definition.newValues(),
  });
  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      await onSave(body, form.getValues());
      onClose();
    } catch (error) {
      const fields = error instanceof ApiError ? validationFailureValueSchema.safeParse(error.value) : undefined;
      if (fields?.success && fields.data.errors.length > 0) {
        for (const { field, rule } of fields.data.errors) {
          form.setError(field.replace(/^body\./, ''), { type: 'server', message: rule });
        }
      } else {
        setFailure(error);
      }
    }
  });
  const { Fields } = definition;
  const title = t(editing ? 'content_edit_title' : 'content_new_title', { item: t(definition.itemKey) });
  return (
    <Dialog title={title} onClose={onClose} wide>
      <form onSubmit={submit} noValidate className={styles.form}>
        <Fields form={form} />
        <FormDialogActions
          failure={failure ? t(errorMessageKey(failure)) : null}
          submitLabel={t('content_save')}
          busy={form.formState.isSubmitting}
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}
