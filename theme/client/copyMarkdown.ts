import { coreStrings } from './pageString';

/**
 * "Copy page as Markdown": fetches the page's Markdown twin (`<route>.md`) and puts it on the
 * clipboard. Delegated from the document, so it works on pages swapped in by navigation.
 */
export function initCopyMarkdown() {
  document.addEventListener('click', async (event) => {
    const button = (event.target as Element).closest?.<HTMLButtonElement>('[data-copy-markdown]');
    if (!button) return;
    const label = button.textContent;
    const words = coreStrings();
    try {
      const response = await fetch(button.dataset.copyMarkdown!);
      if (!response.ok) throw new Error(String(response.status));
      await navigator.clipboard.writeText(await response.text());
      button.textContent = words.copied;
    } catch {
      button.textContent = words.copyFailed;
    }
    setTimeout(() => (button.textContent = label), 1500);
  });
}
