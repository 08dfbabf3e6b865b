import { PROOF_IMAGE_MAX_COUNT, type WithdrawOrder } from '@platform/contracts/withdraw';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrency } from '../../shared/money/format-money';
import { FieldErrorText, FormError, SubmitButton } from '../auth-modals/field';
import type { FieldMessage } from '../auth-modals/field-rules';
import { AmountField } from './amount-field';
import { amountMessage } from './amount-rules';
import styles from './payments.module.css';
import { proofFileMessages } from './proof-files';
import { splitRefusal } from './refusal-fields';
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

/**
 * Spec 4.10: the member says what arrived of a paid withdrawal: part of it (with the amount),
 * nothing (with proof images), or all of it.
 */
export function WithdrawConfirmation({ order, onConfirmed }: { order: WithdrawOrder; onConfirmed: () => void }) {
  const choices = confirmationChoices(order);
  const { t } = useTranslation();
  const currency = useCurrency();
  const queryClient = useQueryClient();
  const fileId = useId();
  const [choice, setChoice] = useState<Choice | null>(null);
  const [receivedAmount, setReceivedAmount] = useState('');
  const [amountError, setAmountError] = useState<FieldMessage | undefined>();
  const [files, setFiles] = useState<File[]>([]);
  const [fileErrors, setFileErrors] = useState<FieldMessage[]>([]);

  const confirm = useMutation({
    mutationFn: (input: WithdrawConfirmationInput) => confirmWithdrawal(order.id, input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: withdrawOrdersQueryKey });
      onConfirmed();
    },
  });
  const refusal = splitRefusal(confirm.error, FIELD_CODES);

  const choose = (next: Choice) => {
    confirm.reset();
    setChoice(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (choice === 'RECEIVED') {
      const error = amountMessage(receivedAmount, currency, { lessThan: order.amount });
      setAmountError(error);
      if (!error) confirm.mutate({ result: 'RECEIVED', receivedAmount: receivedAmount.trim() });
    } else if (choice === 'NOT_RECEIVED') {
      const errors = proofFileMessages(files);
      setFileErrors(errors);
      if (errors.length === 0) confirm.mutate({ result: 'NOT_RECEIVED', proof: files });
    } else if (choice === 'ALL_RECEIVED') {
      confirm.mutate({ result: 'ALL_RECEIVED' });
    }
  };

  const pickFiles = (list: FileList | null) => {
    const picked = list ? [...list] : [];
    setFiles(picked);
    // Checked as soon as they are picked: nothing wrong is ever uploaded.
    setFileErrors(picked.length === 0 ? [] : proofFileMessages(picked));
  };

  const proofError = fileErrors.length > 0 ? fileErrors : refusal.fields.proof ? [refusal.fields.proof] : [];
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
              label={t('pay_received_amount')}
              value={receivedAmount}
              onChange={setReceivedAmount}
              error={amountError ?? refusal.fields.receivedAmount}
              hint={t('pay_received_hint', { amount: currency.format(order.amount) })}
            />
          ) : null}
          {choice === 'NOT_RECEIVED' ? (
            <div className={styles.field}>
              <label htmlFor={fileId}>{t('pay_proof_label', { max: String(PROOF_IMAGE_MAX_COUNT) })}</label>
              <input
                id={fileId}
                type="file"
                accept="image/png,image/jpeg,.png,.jpg,.jpeg"
                multiple
                aria-invalid={proofError.length > 0 ? true : undefined}
                aria-describedby={`${fileId}-hint${proofError.length > 0 ? ` ${fileId}-errors` : ''}`}
                onChange={(e) => pickFiles(e.target.files)}
              />
              <p id={`${fileId}-hint`} className={styles.hint}>
                {t('pay_proof_hint')}
              </p>
              {files.length > 0 ? (
                <ul className={styles.fileList} aria-label={t('pay_chosen_files')}>
                  {files.map((file) => (
                    <li key={`${file.name}-${file.size}`}>
                      <bdi>{file.name}</bdi>
                    </li>
                  ))}
                </ul>
              ) : null}
              <div id={`${fileId}-errors`}>
                {proofError.map((error) => (
                  <FieldErrorText key={`${error.key}-${error.values?.name ?? ''}`} error={error} />
                ))}
              </div>
            </div>
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
