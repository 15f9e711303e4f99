import type { InputHTMLAttributes } from 'react';

type InputRest = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'>;

/** An admin form's line of input: the label wraps its name and the input (class admin-field). */
export function AdminInput({
  label,
  value,
  onChange,
  ...input
}: InputRest & { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <label className="admin-field">
      <span>{label}</span>
      <input {...input} value={value} onChange={(e) => onChange(e.target.value)} />
    </label>
  );
}
