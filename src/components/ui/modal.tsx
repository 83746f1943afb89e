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

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // Escape fires `cancel` then `close`; both routes end in onClose so state stays in sync.
    const handleClose = () => {
      onClose();
      const target = opener.current as HTMLElement | null;
      target?.focus?.();
    };
    dialog.addEventListener('close', handleClose);
    return () => dialog.removeEventListener('close', handleClose);
  }, [onClose]);

  return (
    <dialog ref={ref} aria-labelledby={headingId} className={`modal ${className ?? ''}`} onKeyDown={keepFocusInside}>
      <div className="modal__header">
        <h2 id={headingId}>{title}</h2>
        <button type="button" className="modal__close" onClick={() => ref.current?.close()}>
          {closeLabel}
        </button>
      </div>
      {open ? <div className="modal__body">{children}</div> : null}
    </dialog>
  );
}
