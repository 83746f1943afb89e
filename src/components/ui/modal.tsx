// An accessible modal on the native <dialog>: showModal() makes the rest of the page inert, Tab
// and Shift+Tab wrap around inside it (browsers would otherwise move focus to their own UI),
// Escape closes it, focus returns to the element that opened it.
import React, { useEffect, useId, useRef } from 'react';

/** Props of Modal. */
export interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** Visible heading, also the dialog's accessible name. */
  title: string;
  closeLabel: string;
  children: React.ReactNode;
  className?: string;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Wraps Tab from the last focusable element to the first, and Shift+Tab the other way. */
function keepFocusInside(event: React.KeyboardEvent<HTMLDialogElement>): void {
  if (event.key !== 'Tab') return;
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null || el === document.activeElement);
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/** Modal dialog; renders children only while open. */
export function Modal({ open, onClose, title, closeLabel, children, className }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const headingId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  // Each showModal() is an opening; an opening ends once, the moment the dialog closes. Escape closes
  // it at once but its `close` event comes a task later: a click or Enter in between may already have
  // opened it again, and that late event must not end the new opening.
  const opening = useRef(0);
  const ended = useRef(0);

  /** Ends the current opening: onClose once, however the dialog closed. */
  const end = () => {
    if (ended.current === opening.current) return;
    ended.current = opening.current;
    onCloseRef.current();
  };

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opening.current += 1;
      opener.current = document.activeElement;
      dialog.showModal();
    } else if (!open && dialog.open) {
      // Closed by its owner, who knows.
      ended.current = opening.current;
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // Escape: `cancel` comes before the dialog closes (Chromium leaves it out on a repeated Escape
    // without a user gesture in between; then `close` ends the opening).
    const handleCancel = () => end();
    const handleClose = () => {
      // The close of an earlier opening, arriving after the dialog was opened again.
      if (dialog.open) return;
      end();
      const target = opener.current as HTMLElement | null;
      target?.focus?.();
    };
    dialog.addEventListener('cancel', handleCancel);
    dialog.addEventListener('close', handleClose);
    return () => {
      dialog.removeEventListener('cancel', handleCancel);
      dialog.removeEventListener('close', handleClose);
      // Unmounted by its owner at the end of an opening (at Escape's `cancel`, before the dialog had
      // closed and given focus back): focus goes back to the opener, as a close gives it.
      const focused = document.activeElement;
      if (opening.current > 0 && (!focused || focused === document.body || dialog.contains(focused))) (opener.current as HTMLElement | null)?.focus?.();
    };
  }, []);

  return (
    <dialog ref={ref} aria-labelledby={headingId} className={`modal ${className ?? ''}`} onKeyDown={keepFocusInside}>
      <div className="modal__header">
        <h2 id={headingId}>{title}</h2>
        <button
          type="button"
          className="modal__close"
          onClick={() => {
            end();
            ref.current?.close();
          }}
        >
          {closeLabel}
        </button>
      </div>
      {open ? <div className="modal__body">{children}</div> : null}
    </dialog>
  );
}
