import { PROOF_IMAGE_MAX_COUNT, type WithdrawOrder } from '@platform/contracts/withdraw';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldFrame } from '../../shared/forms/field';
import { FormError } from '../../shared/forms/form-error';
import { splitRefusal } from '../../shared/forms/server-refusal';
import { SubmitButton } from '../../shared/forms/submit-button';
import { showServerErrors, submitHandler, useKitForm } from '../../shared/forms/use-kit-form';
import { useCurrency } from '../../shared/money/format-money';
import { Isolated } from '../../shared/ui/isolated';
import { AmountField } from './amount-field';
import { amountMessage } from './amount-rules';
import styles from './payments.module.css';
import { proofFileMessages } from './proof-files';
import { confirmWithdrawal, type WithdrawConfirmationInput, withdrawOrdersQueryKey } from './withdraw-api';

type Choice = 'RECEIVED' | 'NOT_RECEIVED' | 'ALL_RECEIVED';
const CHOICES: readonly Choice[] = ['RECEIVED', 'NOT_RECEIVED', 'ALL_RECEIVED'];
const NONE: readonly Choice[] = [];
const REST_ARRIVED: readonly Choice[] = ['ALL_RECEIVED'];

/**
 * What the member may still answer for an order: all three for a paid, unanswered one; after
 * "received (part)" or "not received", only "all received" once the rest arrives (as the server
 * allows); nothing once it is all received or counted as received.
 */
export function confirmationChoices(order: WithdrawOrder): readonly Choice[] {
  if (order.status !== 'PAID') return NONE;
  if (order.confirmation === 'NONE') return CHOICES;
  if (order.confirmation === 'RECEIVED' || order.confirmation === 'NOT_RECEIVED') return REST_ARRIVED;
  return NONE;
}

const FIELD_CODES = { receivedAmount: [], proof: ['PROOF_IMAGE_INVALID', 'PAYLOAD_TOO_LARGE'] } as const;

type Values = { receivedAmount: string; proof: File[] };

/**
 * Spec 4.10: the member says what arrived of a paid withdrawal: part of it (with the amount),
 * nothing (with proof images), or all of it.
 */
export function WithdrawConfirmation({ order, onConfirmed }: { order: WithdrawOrder; onConfirmed: () => void }) {
  const choices = confirmationChoices(order);
  const { t } = useTranslation();
  const currency = useCurrency();
  const queryClient = useQueryClient();
  const [choice, setChoice] = useState<Choice | null>(null);
  const form = useKitForm<Values>({
    defaultValues: { receivedAmount: '', proof: [] },
    rules: {
      receivedAmount: (amount) =>
        choice === 'RECEIVED' ? amountMessage(amount, currency, { lessThan: order.amount }) : undefined,
      proof: (files) => (choice === 'NOT_RECEIVED' ? proofFileMessages(files) : undefined),
    },
  });
  const proof = useController({ control: form.control, name: 'proof' });
  const files = proof.field.value;

  const confirm = useMutation({
    mutationFn: (input: WithdrawConfirmationInput) => confirmWithdrawal(order.id, input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: withdrawOrdersQueryKey });
      onConfirmed();
    },
    onError: (error) => showServerErrors(form, splitRefusal(error, FIELD_CODES).fields),
  });
  const refusal = splitRefusal(confirm.error, FIELD_CODES);

  const choose = (next: Choice) => {
    confirm.reset();
    setChoice(next);
  };

  const submit = submitHandler(form, confirm.isPending, (values) => {
    if (choice === 'RECEIVED') confirm.mutate({ result: 'RECEIVED', receivedAmount: values.receivedAmount.trim() });
    else if (choice === 'NOT_RECEIVED') confirm.mutate({ result: 'NOT_RECEIVED', proof: values.proof });
    else if (choice === 'ALL_RECEIVED') confirm.mutate({ result: 'ALL_RECEIVED' });
  });

  const pickFiles = (list: FileList | null) => {
    const picked = list ? [...list] : [];
    proof.field.onChange(picked);
    // Checked as soon as they are picked: nothing wrong is ever uploaded.
    if (picked.length === 0) form.clearErrors('proof');
    else void form.trigger('proof');
  };

  return (
    <div className={styles.confirmation}>
      <fieldset className={styles.choiceRow}>
        <legend className={styles.legend}>
          {order.confirmation === 'NONE' ? t('pay_confirm_receipt') : t('pay_confirm_rest')}
        </legend>
        {choices.map((c) => (
          <button
            key={c}
            type="button"
            className={choice === c ? styles.choiceActive : styles.choice}
            aria-pressed={choice === c}
            onClick={() => choose(c)}
          >
            {t(`pay_choice_${c}`)}
          </button>
        ))}
      </fieldset>
      {choice ? (
        <form className={styles.form} onSubmit={submit} noValidate aria-label={t(`pay_choice_${choice}`)}>
          {choice === 'RECEIVED' ? (
            <AmountField
              control={form.control}
              name="receivedAmount"
              label={t('pay_received_amount')}
              hint={t('pay_received_hint', { amount: currency.format(order.amount) })}
            />
          ) : null}
          {choice === 'NOT_RECEIVED' ? (
            <FieldFrame
              label={t('pay_proof_label', { max: String(PROOF_IMAGE_MAX_COUNT) })}
              error={proof.fieldState.error}
              hint={t('pay_proof_hint')}
              extra={
                files.length > 0 ? (
                  <ul className={styles.fileList} aria-label={t('pay_chosen_files')}>
                    {files.map((file) => (
                      <li key={`${file.name}-${file.size}`}>
                        <Isolated truncate>{file.name}</Isolated>
                      </li>
                    ))}
                  </ul>
                ) : null
              }
            >
              {(ids) => (
                <input
                  {...ids}
                  ref={proof.field.ref}
                  name={proof.field.name}
                  type="file"
                  accept="image/png,image/jpeg,.png,.jpg,.jpeg"
                  multiple
                  onChange={(e) => pickFiles(e.target.files)}
                />
              )}
            </FieldFrame>
          ) : null}
          {choice === 'ALL_RECEIVED' ? (
            <p className={styles.text}>{t('pay_all_received_text', { amount: currency.format(order.amount) })}</p>
          ) : null}
          <FormError error={refusal.form} />
          <SubmitButton pending={confirm.isPending}>{t('pay_send_confirmation')}</SubmitButton>
        </form>
      ) : null}
    </div>
  );
}
