import type { InputHTMLAttributes, ReactNode } from 'react';
import { PHONE_COUNTRY_CODE } from '../domain/validation';
import './form-pieces.css';

type InputRest = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'value' | 'onChange' | 'aria-describedby' | 'aria-invalid'
>;

export interface TextFieldProps extends InputRest {
  /** The input's id; the label points at it. */
  id: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** Ids of the hint and error texts that describe the input (aria-describedby). */
  describedBy?: string;
  /** Marks the input invalid (aria-invalid) while its error is shown. */
  invalid?: boolean;
}

/** A label and its input: the forms' one way to ask for a line of text. */
export function TextField({ id, label, value, onChange, describedBy, invalid, ...input }: TextFieldProps) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input
        {...input}
        id={id}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </>
  );
}

/**
 * A label and a Trinidad and Tobago phone input: the country code stands before the local digits and describes
 * the input (its id is `${id}-prefix`, read before any other `describedBy`).
 */
export function PhoneField({ id, describedBy, ...field }: TextFieldProps) {
  const prefixId = `${id}-prefix`;
  const { label, value, onChange, invalid, ...input } = field;
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <div className="phone-input">
        <span className="phone-input__prefix" id={prefixId}>
          {PHONE_COUNTRY_CODE}
        </span>
        <input
          type="tel"
          {...input}
          id={id}
          aria-describedby={describedBy ? `${prefixId} ${describedBy}` : prefixId}
          aria-invalid={invalid || undefined}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      </div>
    </>
  );
}

/** The password of the signed-in or signing-in account (the browser offers the saved one). */
export function CurrentPasswordField(props: Pick<TextFieldProps, 'id' | 'value' | 'onChange'>) {
  return <TextField {...props} label="Password" type="password" autoComplete="current-password" />;
}
