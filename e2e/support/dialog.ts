// Escape on an open modal, then the button that opens it again, before the dialog's `close` event.
import type { Locator } from '@playwright/test';

/**
 * Does in the page what Escape and a quick Enter on the opener do, in an order a busy browser can
 * give them: Escape fires `cancel` and closes the open dialog, then the page's microtasks run (React
 * renders what `cancel` changed); the dialog's `close` event is queued as a task, and the opener's
 * click (the next key, handled first) comes before it.
 */
export async function reopenBeforeCloseEvent(opener: Locator): Promise<void> {
  await opener.evaluate(async (button) => {
    const dialog = document.querySelector<HTMLDialogElement>('dialog[open]');
    if (!dialog) throw new Error('No dialog is open');
    let closeEvents = 0;
    dialog.addEventListener('close', () => (closeEvents += 1), { once: true });
    if (dialog.dispatchEvent(new Event('cancel', { cancelable: true }))) dialog.close();
    await new Promise<void>((resolve) => queueMicrotask(resolve));
    if (closeEvents !== 0) throw new Error('The close event came before the click');
    (button as HTMLElement).click();
  });
}
