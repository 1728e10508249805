import { coreStrings } from './pageString';

/** Adds a "Copy" button to every code block. */
export function initCopyButtons(root: ParentNode) {
  const words = coreStrings();
  for (const block of root.querySelectorAll<HTMLElement>('.code-block')) {
    if (block.querySelector('.copy-button')) continue;
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'copy-button';
    button.textContent = words.copy;
    button.setAttribute('aria-label', words.copyLabel);
    button.addEventListener('click', async () => {
      const code = block.querySelector('pre')?.innerText ?? '';
      try {
        await navigator.clipboard.writeText(code);
        button.textContent = words.copied;
      } catch {
        button.textContent = words.copyFailed;
      }
      setTimeout(() => (button.textContent = words.copy), 1500);
    });
    block.append(button);
  }
}
