import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { Field } from '../../shared/forms/field';
import { latinDigits } from './latin-digits';

type Props<V extends FieldValues> = { control: Control<V>; name: FieldPath<V>; label: string; hint: string };

/** A typed amount: the decimal keyboard, and Arabic-Indic digits turned Latin as they are typed. */
export function AmountField<V extends FieldValues>(props: Props<V>) {
  return <Field inputMode="decimal" autoComplete="off" transform={latinDigits} {...props} />;
}
