// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sendContactEmail } from '../../lib/callables';
import { ContactForm } from './contact-form';

vi.mock('../../lib/callables', () => ({ sendContactEmail: vi.fn() }));
const send = vi.mocked(sendContactEmail);

const SENT = 'Message sent successfully! We will reply to your email address.';
const FAILED = 'There was an error sending your message. Please try again.';
const INCOMPLETE = 'Please fill in your name, email and message.';

async function fill(values: Partial<Record<'Name' | 'Email' | 'Subject' | 'Message', string>>) {
  const user = userEvent.setup();
  render(<ContactForm />);
  for (const [label, value] of Object.entries(values)) {
    await user.type(screen.getByLabelText(new RegExp(`^${label}`)), value);
  }
  return user;
}

const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Send Message' }));

describe('ContactForm', () => {
  beforeEach(() => {
    send.mockReset();
  });

  it('labels every field, subject optional', () => {
    render(<ContactForm />);
    expect(screen.getByRole('textbox', { name: /^Name/ })).toBeRequired();
    expect(screen.getByRole('textbox', { name: /^Email/ })).toBeRequired();
    expect(screen.getByRole('textbox', { name: /^Subject/ })).not.toBeRequired();
    expect(screen.getByRole('textbox', { name: /^Message/ })).toBeRequired();
  });

  describe('validation', () => {
    it.each([
      ['name', { Email: 'ann@example.com', Message: 'Hi' }, /^Name/],
      ['email', { Name: 'Ann', Message: 'Hi' }, /^Email/],
      ['message', { Name: 'Ann', Email: 'ann@example.com' }, /^Message/],
    ] as const)('refuses a missing %s without calling the server', async (_field, values, label) => {
      const user = await fill(values);
      await submit(user);
      expect(screen.getByRole('alert')).toHaveTextContent(INCOMPLETE);
      expect(screen.getByRole('textbox', { name: label })).toHaveAttribute('aria-invalid', 'true');
      expect(send).not.toHaveBeenCalled();
    });

    it('treats a name of only spaces as missing', async () => {
      const user = await fill({ Name: '   ', Email: 'ann@example.com', Message: 'Hi' });
      await submit(user);
      expect(screen.getByRole('alert')).toHaveTextContent(INCOMPLETE);
      expect(send).not.toHaveBeenCalled();
    });
  });

  describe('sending', () => {
    it('defaults an empty subject to Contact Form Submission, shows the exact success message and clears the form', async () => {
      send.mockResolvedValue({ success: true, message: SENT });
      const user = await fill({ Name: ' Ann ', Email: 'ann@example.com', Message: 'When do you open?' });
      await submit(user);
      expect(send).toHaveBeenCalledWith({
        name: 'Ann',
        email: 'ann@example.com',
        subject: 'Contact Form Submission',
        message: 'When do you open?',
      });
      expect(await screen.findByRole('status')).toHaveTextContent(SENT);
      expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('');
      expect(screen.getByRole('textbox', { name: /^Message/ })).toHaveValue('');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('sends a typed subject as it is', async () => {
      send.mockResolvedValue({ success: true, message: SENT });
      const user = await fill({ Name: 'Ann', Email: 'ann@example.com', Subject: 'Vans', Message: 'Price?' });
      await submit(user);
      expect(send).toHaveBeenCalledWith(expect.objectContaining({ subject: 'Vans' }));
    });

    it('shows the exact failure message and keeps what was typed', async () => {
      send.mockImplementation(() =>
        Promise.reject(Object.assign(new Error('boom'), { code: 'functions/internal' })),
      );
      const user = await fill({ Name: 'Ann', Email: 'ann@example.com', Subject: 'Vans', Message: 'Price?' });
      await submit(user);
      expect(await screen.findByRole('alert')).toHaveTextContent(FAILED);
      expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Ann');
      expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveValue('ann@example.com');
      expect(screen.getByRole('textbox', { name: /^Subject/ })).toHaveValue('Vans');
      expect(screen.getByRole('textbox', { name: /^Message/ })).toHaveValue('Price?');
      expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    });

    it('treats success: false as a failure', async () => {
      send.mockResolvedValue({ success: false, message: 'nope' });
      const user = await fill({ Name: 'Ann', Email: 'ann@example.com', Message: 'Hi' });
      await submit(user);
      expect(await screen.findByRole('alert')).toHaveTextContent(FAILED);
    });

    it('disables the form while sending', async () => {
      let resolve!: (value: { success: boolean; message: string }) => void;
      send.mockReturnValue(new Promise((r) => (resolve = r)));
      const user = await fill({ Name: 'Ann', Email: 'ann@example.com', Message: 'Hi' });
      await submit(user);
      expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
      expect(screen.getByRole('textbox', { name: /^Name/ })).toBeDisabled();
      resolve({ success: true, message: SENT });
      expect(await screen.findByText(SENT)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    });
  });
});
