// Focus and keyboard handling of the modal dialog: focus moves inside on open and is trapped there (Tab, Shift+Tab,
// focus that escapes), Escape closes the top dialog, the page behind does not scroll, and focus returns on close.
import { useEffect } from 'react';
import type { RefObject } from 'react';

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), ' +
  'textarea:not([disabled]), iframe, [contenteditable="true"], [tabindex]:not([tabindex="-1"])';

/** Open dialogs, innermost last: only the top one reacts to Escape and traps Tab. */
const stack: symbol[] = [];

function focusables(panel: HTMLElement): HTMLElement[] {
  return Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.hasAttribute('inert') && el.getAttribute('aria-hidden') !== 'true',
  );
}

/** Tab and Shift+Tab wrap around the panel's focusable elements (or stay on the panel when it has none). */
function trapTab(event: KeyboardEvent, panel: HTMLElement): void {
  const items = focusables(panel);
  if (items.length === 0) {
    event.preventDefault();
    panel.focus();
    return;
  }
  const first = items[0];
  const last = items[items.length - 1];
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !panel.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !panel.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

/** Focuses the element the dialog opens on: the given one, the first control (not the ×), the ×, or the panel. */
function focusOnOpen(panel: HTMLElement, initialFocusRef: RefObject<HTMLElement | null> | undefined): void {
  const items = focusables(panel);
  const target =
    initialFocusRef?.current ??
    items.find((el) => !el.classList.contains('modal__close')) ??
    items[0] ??
    panel;
  // The dialog opens at its top, title in view (issue 29: a long order detail opened scrolled to its buttons, its
  // title cut off); focus still lands on the first control, and the panel scrolls to it once the user moves on.
  target.focus({ preventScroll: true });
  panel.scrollTop = 0;
}

export function useModalFocus({
  open,
  panelRef,
  initialFocusRef,
  onCloseRef,
  escapeRef,
}: {
  open: boolean;
  panelRef: RefObject<HTMLDivElement | null>;
  initialFocusRef: RefObject<HTMLElement | null> | undefined;
  onCloseRef: RefObject<() => void>;
  escapeRef: RefObject<boolean>;
}): void {
  useEffect(() => {
    if (!open) return;
    const token = Symbol('modal');
    stack.push(token);
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current!;
    focusOnOpen(panel, initialFocusRef);
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';

    const onKeyDown = (event: KeyboardEvent) => {
      if (stack[stack.length - 1] !== token) return;
      if (event.key === 'Escape') {
        if (!escapeRef.current) return;
        event.stopPropagation();
        event.preventDefault();
        onCloseRef.current();
        return;
      }
      if (event.key === 'Tab') trapTab(event, panel);
    };
    // Focus that escapes the panel (a click on the page behind, a screen reader jump) is brought back.
    const onFocusIn = (event: FocusEvent) => {
      if (stack[stack.length - 1] !== token) return;
      if (event.target instanceof Node && !panel.contains(event.target))
        (focusables(panel)[0] ?? panel).focus();
    };
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('focusin', onFocusIn);
      stack.splice(stack.indexOf(token), 1);
      if (stack.length === 0) document.body.style.overflow = overflow;
      if (previous?.isConnected) previous.focus();
    };
    // initialFocusRef is read once on open on purpose (the refs are stable).
  }, [open]);
}
