import { useEffect, useId, useRef } from 'react';
import type { ReactNode, RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useModalFocus } from './use-modal-focus';
import './modal.css';

export interface ModalProps {
  /** Shown or not. While false nothing is rendered. */
  open: boolean;
  /** Required: shown as the heading and used as the dialog's accessible name (aria-labelledby). */
  title: ReactNode;
  /** Called on Escape, overlay click and the × button (each can be turned off below). */
  onClose: () => void;
  /** The body of the dialog. */
  children?: ReactNode;
  /** Optional description under the title, tied with aria-describedby. */
  description?: ReactNode;
  /** Buttons shown at the bottom, right-aligned (stacked on phones). */
  actions?: ReactNode;
  /** Escape closes the dialog. Default true. */
  closeOnEscape?: boolean;
  /** A click on the dimmed overlay outside the panel closes the dialog. Default true. */
  closeOnOverlayClick?: boolean;
  /** Shows a × button named "Close" in the corner. Default true. */
  showCloseButton?: boolean;
  /**
   * Element focused when the dialog opens. By default the first focusable element of the body or actions,
   * then the × button, then the panel itself.
   */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** 'alertdialog' for confirmations that interrupt the user. Default 'dialog'. */
  role?: 'dialog' | 'alertdialog';
  /** Panel width: sm 400 px, md 560 px (default), lg 800 px. */
  size?: 'sm' | 'md' | 'lg';
  /** Extra class on the panel. */
  className?: string;
}

/**
 * An accessible modal dialog: role="dialog" (or "alertdialog") with aria-modal, named by its title,
 * focus moved inside on open and trapped there, Escape and overlay click close it (both configurable),
 * focus returns to the element that had it before opening. Rendered in a portal on document.body.
 *
 * @example
 * const [open, setOpen] = useState(false);
 * <Modal
 *   open={open}
 *   title="Choose Service Type"
 *   onClose={() => setOpen(false)}
 *   actions={<button type="button" className="button button--secondary" onClick={() => setOpen(false)}>Cancel</button>}
 * >
 *   <p>How would you like to wash today?</p>
 * </Modal>
 */
export function Modal({
  open,
  title,
  onClose,
  children,
  description,
  actions,
  closeOnEscape = true,
  closeOnOverlayClick = true,
  showCloseButton = true,
  initialFocusRef,
  role = 'dialog',
  size = 'md',
  className,
}: ModalProps) {
  const titleId = useId();
  const descriptionId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  const escapeRef = useRef(closeOnEscape);
  useEffect(() => {
    onCloseRef.current = onClose;
    escapeRef.current = closeOnEscape;
  });

  useModalFocus({ open, panelRef, initialFocusRef, onCloseRef, escapeRef });

  if (!open) return null;

  return createPortal(
    // The overlay click is a mouse convenience; Escape and the buttons are its keyboard equivalents.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      className="modal__overlay"
      data-testid="modal-overlay"
      onMouseDown={(event) => {
        if (closeOnOverlayClick && event.target === event.currentTarget) onCloseRef.current();
      }}
    >
      <div
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={`modal modal--${size}${className ? ` ${className}` : ''}`}
      >
        <div className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          {showCloseButton && (
            <button
              type="button"
              className="dismiss-button modal__close"
              aria-label="Close"
              onClick={() => onCloseRef.current()}
            >
              <span aria-hidden="true">×</span>
            </button>
          )}
        </div>
        {description && (
          <p id={descriptionId} className="modal__description">
            {description}
          </p>
        )}
        {children !== undefined && <div className="modal__body">{children}</div>}
        {actions && <div className="modal__actions">{actions}</div>}
      </div>
    </div>,
    document.body,
  );
}
