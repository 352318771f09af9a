/**
 * The browser side of the export (no network call): save a file, copy to the clipboard, and print (the route to
 * a PDF: the browser's print dialog offers "Save as PDF"). Each returns a promise that rejects when the browser
 * refuses, so the export dialog can say 'خطأ في التصدير' or 'خطأ في النسخ' instead of pretending.
 */

/** How long the object URL of a download stays valid: long enough for every browser to start the download. */
const OBJECT_URL_LIFETIME_MS = 10_000;
/** A print view that never finishes loading is given up after this long. */
const PRINT_LOAD_TIMEOUT_MS = 10_000;

/** Saves `content` as a file named `name` (a Blob behind a temporary `<a download>`). */
export async function downloadFile(name: string, mime: string, content: string): Promise<void> {
  const url = URL.createObjectURL(new Blob([content], { type: mime }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    window.setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
  }
}

/** Copies text to the clipboard; rejects when there is no clipboard or the browser refuses. */
export async function copyText(text: string): Promise<void> {
  if (!navigator.clipboard?.writeText) throw new Error('The clipboard is not available');
  await navigator.clipboard.writeText(text);
}

/**
 * Opens the print dialog for an HTML document: the document loads in a hidden frame (so the chat stays as it
 * is), the frame prints, and it is removed once printing is over. Resolves when the print dialog has been shown.
 */
export function printNotes(html: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const frame = document.createElement('iframe');
    frame.setAttribute('aria-hidden', 'true');
    frame.tabIndex = -1;
    Object.assign(frame.style, { position: 'fixed', width: '0', height: '0', border: '0', insetInlineStart: '-9999px' });

    const removeFrame = () => frame.remove();
    const giveUp = window.setTimeout(() => {
      removeFrame();
      reject(new Error('The print view did not load'));
    }, PRINT_LOAD_TIMEOUT_MS);

    frame.addEventListener(
      'load',
      () => {
        window.clearTimeout(giveUp);
        const printWindow = frame.contentWindow;
        if (!printWindow) {
          removeFrame();
          reject(new Error('The print view is not available'));
          return;
        }
        try {
          printWindow.addEventListener('afterprint', removeFrame, { once: true });
          printWindow.focus();
          printWindow.print();
          resolve();
        } catch (error) {
          removeFrame();
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      },
      { once: true },
    );
    frame.srcdoc = html;
    document.body.append(frame);
  });
}
