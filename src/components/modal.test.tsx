// @vitest-environment jsdom
import { useRef, useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from './modal';
import type { ModalProps } from './modal';

function Harness(props: Partial<ModalProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal
        open={open}
        title="Choose Service Type"
        onClose={() => setOpen(false)}
        actions={
          <button type="button" onClick={() => setOpen(false)}>
            Cancel
          </button>
        }
        {...props}
      >
        <input aria-label="Notes" />
      </Modal>
    </>
  );
}

async function openModal(props: Partial<ModalProps> = {}) {
  const user = userEvent.setup();
  render(<Harness {...props} />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  return user;
}

describe('Modal', () => {
  it('renders nothing while closed', () => {
    render(<Modal open={false} title="Hidden" onClose={() => {}} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a modal dialog named by its title', async () => {
    await openModal({ description: 'Pick one.' });
    const dialog = screen.getByRole('dialog', { name: 'Choose Service Type' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Pick one.');
  });

  it('can be an alertdialog', async () => {
    await openModal({ role: 'alertdialog' });
    expect(screen.getByRole('alertdialog', { name: 'Choose Service Type' })).toBeInTheDocument();
  });

  describe('focus', () => {
    it('moves focus to the first focusable element of the body on open, not the × button', async () => {
      await openModal();
      expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveFocus();
    });

    it('focuses the × button when the dialog has nothing else to focus', () => {
      render(<Modal open title="Only text" onClose={() => {}} />);
      expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    });

    it('moves focus to initialFocusRef when given', () => {
      function WithInitialFocus() {
        const second = useRef<HTMLButtonElement>(null);
        return (
          <Modal open title="T" onClose={() => {}} initialFocusRef={second}>
            <button type="button">First</button>
            <button type="button" ref={second}>
              Second
            </button>
          </Modal>
        );
      }
      render(<WithInitialFocus />);
      expect(screen.getByRole('button', { name: 'Second' })).toHaveFocus();
    });

    it('wraps Tab from the last element to the first, and Shift+Tab back', async () => {
      const user = await openModal();
      const close = screen.getByRole('button', { name: 'Close' });
      const cancel = screen.getByRole('button', { name: 'Cancel' });
      await user.tab();
      expect(cancel).toHaveFocus();
      await user.tab();
      expect(close).toHaveFocus();
      await user.tab({ shift: true });
      expect(cancel).toHaveFocus();
    });

    it('never lets Tab reach the page behind', async () => {
      const user = await openModal();
      for (let i = 0; i < 7; i += 1) {
        await user.tab();
        expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
      }
    });

    it('returns focus to the opener on close', async () => {
      const user = await openModal();
      await user.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
    });

    it('hands focus back to the first opener when one dialog replaces another (Select Time, then the check)', async () => {
      function Chain() {
        const [step, setStep] = useState<'none' | 'time' | 'check'>('none');
        return (
          <>
            <button type="button" onClick={() => setStep('time')}>
              Select Time
            </button>
            <Modal open={step === 'time'} title="Select Time" onClose={() => setStep('none')}>
              <button type="button" onClick={() => setStep('check')}>
                5:40 PM
              </button>
            </Modal>
            <Modal open={step === 'check'} title="Checking Availability" onClose={() => setStep('none')}>
              <button type="button" onClick={() => setStep('none')}>
                Continue with Booking
              </button>
            </Modal>
          </>
        );
      }
      const user = userEvent.setup();
      render(<Chain />);
      await user.click(screen.getByRole('button', { name: 'Select Time' }));
      expect(screen.getByRole('button', { name: '5:40 PM' })).toHaveFocus();
      await user.click(screen.getByRole('button', { name: '5:40 PM' }));
      expect(screen.getByRole('button', { name: 'Continue with Booking' })).toHaveFocus();
      await user.click(screen.getByRole('button', { name: 'Continue with Booking' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Select Time' })).toHaveFocus();
    });
  });

  describe('closing', () => {
    it('closes on Escape', async () => {
      const user = await openModal();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('ignores Escape when closeOnEscape is false', async () => {
      const user = await openModal({ closeOnEscape: false });
      await user.keyboard('{Escape}');
      expect(screen.getByRole('dialog')).toBeInTheDocument();
    });

    it('closes on a click on the overlay but not on the panel', async () => {
      const user = await openModal();
      await user.click(screen.getByRole('dialog'));
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      await user.click(screen.getByTestId('modal-overlay'));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('stays open on an overlay click when closeOnOverlayClick is false', async () => {
      const user = await openModal({ closeOnOverlayClick: false });
      await user.click(screen.getByTestId('modal-overlay'));
      expect(screen.getByRole('dialog')).toBeInTheDocument();
    });

    it('closes with the × button, which can be hidden', async () => {
      const user = await openModal();
      await user.click(screen.getByRole('button', { name: 'Close' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      render(<Modal open title="No x" onClose={() => {}} showCloseButton={false} />);
      expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    });

    it('lets only the innermost of two open dialogs react to Escape', async () => {
      const outer = vi.fn();
      const inner = vi.fn();
      const user = userEvent.setup();
      render(
        <>
          <Modal open title="Outer" onClose={outer} />
          <Modal open title="Inner" onClose={inner} />
        </>,
      );
      await user.keyboard('{Escape}');
      expect(inner).toHaveBeenCalledTimes(1);
      expect(outer).not.toHaveBeenCalled();
    });
  });
});
