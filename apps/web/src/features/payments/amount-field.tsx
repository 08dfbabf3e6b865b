import type { FieldMessage } from '../auth-modals/field-rules';
import { latinDigits } from './latin-digits';
import { PayField } from './pay-field';

type Props = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: FieldMessage | undefined;
  hint: string;
};

/** A typed amount: the decimal keyboard, and Arabic-Indic digits turned Latin as they are typed. */
export function AmountField({ onChange, ...field }: Props) {
  return (
    <PayField
      inputMode="decimal"
      autoComplete="off"
      onChange={(e) => onChange(latinDigits(e.target.value))}
      {...field}
    />
  );
}
