import type { ComponentPropsWithoutRef } from 'react';

type FormFieldProps = Omit<ComponentPropsWithoutRef<'input'>, 'id' | 'value' | 'onChange'> & {
  id: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
};

/** A labelled text field of the login and reset forms; other input props pass through. */
export function FormField({ id, label, value, onValue, ...inputProps }: FormFieldProps) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input {...inputProps} id={id} value={value} onChange={(event) => onValue(event.target.value)} />
    </>
  );
}
