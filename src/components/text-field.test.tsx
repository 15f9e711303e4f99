// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PhoneField, TextField } from './text-field';

function Typed({ invalid = false }: { invalid?: boolean }) {
  const [value, setValue] = useState('');
  return (
    <>
      <TextField
        id="f-email"
        label="Email"
        type="email"
        autoComplete="email"
        describedBy="f-error"
        invalid={invalid}
        value={value}
        onChange={setValue}
      />
      <p id="f-error">Enter your email.</p>
      <output>{value}</output>
    </>
  );
}

describe('TextField', () => {
  it('is named by its label, passes the typed text on and keeps the input attributes', () => {
    render(<Typed />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('autocomplete', 'email');
    fireEvent.change(input, { target: { value: 'a@b.tt' } });
    expect(screen.getByRole('status')).toHaveTextContent('a@b.tt');
  });

  it('is described by its error and marked invalid only while invalid', () => {
    const { rerender } = render(<Typed />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAccessibleDescription('Enter your email.');
    expect(input).not.toHaveAttribute('aria-invalid');
    rerender(<Typed invalid />);
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('PhoneField', () => {
  it('shows the country code before the digits and is described by it first', () => {
    render(
      <>
        <PhoneField id="p" label="Contact Number" describedBy="p-hint" value="" onChange={() => {}} />
        <p id="p-hint">7 digits.</p>
      </>,
    );
    const input = screen.getByLabelText('Contact Number');
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAccessibleDescription('+1868 7 digits.');
  });
});
