/** Adds a "Copy" button to every code block. */
export function initCopyButtons(root: ParentNode) {
  for (const block of root.querySelectorAll<HTMLElement>('.code-block')) {
    if (block.querySelector('.copy-button')) continue;
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'copy-button';
    button.textContent = 'Copy';
    button.setAttribute('aria-label', 'Copy code to clipboard');
    button.addEventListener('click', async () => {
      const code = block.querySelector('pre')?.innerText ?? '';
      try {
        await navigator.clipboard.writeText(code);
        button.textContent = 'Copied';
      } catch {
        button.textContent = 'Copy failed';
      }
      setTimeout(() => (button.textContent = 'Copy'), 1500);
    });
    block.append(button);
  }
}
