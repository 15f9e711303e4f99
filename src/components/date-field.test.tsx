// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DateField } from './date-field';

function Harness({ initial = '', min, spy }: { initial?: string; min?: string; spy: (v: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label>
        Date
        <DateField
          value={value}
          min={min}
          onChange={(e) => {
            spy(e.target.value);
            setValue(e.target.value);
          }}
        />
      </label>
      <button type="button" onClick={() => setValue('')}>
        Reset
      </button>
      <output>{value}</output>
    </>
  );
}

describe('DateField', () => {
  it('shows a date as DD/MM/YYYY, as the app writes dates', () => {
    render(<Harness initial="2026-12-02" spy={() => {}} />);
    expect(screen.getByLabelText('Date')).toHaveValue('02/12/2026');
    expect(screen.getByLabelText('Date')).toHaveAttribute('placeholder', 'DD/MM/YYYY');
  });

  it('reads a typed DD/MM/YYYY (day first, never month first) and tidies it when left', () => {
    const spy = vi.fn();
    render(<Harness spy={spy} />);
    const field = screen.getByLabelText('Date');
    fireEvent.change(field, { target: { value: '2/1' } });
    expect(spy).not.toHaveBeenCalled();
    fireEvent.change(field, { target: { value: '2/1/2027' } });
    expect(spy).toHaveBeenLastCalledWith('2027-01-02');
    fireEvent.blur(field);
    expect(field).toHaveValue('02/01/2027');
  });

  it('takes an ISO date too (a paste or a test fill)', () => {
    const spy = vi.fn();
    render(<Harness spy={spy} />);
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-11-01' } });
    expect(spy).toHaveBeenLastCalledWith('2026-11-01');
  });

  it('marks a date that is not one (or before the minimum) when left, and changes nothing', () => {
    const spy = vi.fn();
    render(<Harness spy={spy} min="2026-12-01" />);
    const field = screen.getByLabelText('Date');
    for (const typed of ['31/11/2026', '30/11/2026']) {
      fireEvent.change(field, { target: { value: typed } });
      fireEvent.blur(field);
      expect(field).toHaveAttribute('aria-invalid', 'true');
    }
    expect(spy).not.toHaveBeenCalled();
  });

  it('clears the filter when emptied, and shows a reset from outside', () => {
    const spy = vi.fn();
    render(<Harness initial="2026-12-02" spy={spy} />);
    const field = screen.getByLabelText('Date');
    fireEvent.change(field, { target: { value: '' } });
    expect(spy).toHaveBeenLastCalledWith('');
    fireEvent.change(field, { target: { value: '03/12/2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(field).toHaveValue('');
  });
});
