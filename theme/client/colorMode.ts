import { storage } from './storage';

/** Spec: the choice is stored locally under the key 'theme' as 'dark' or 'light'. */
export const THEME_KEY = 'theme';

function apply(mode: 'light' | 'dark') {
  document.documentElement.setAttribute('data-theme', mode);
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-color-mode-toggle]')) {
    button.setAttribute('aria-label', mode === 'dark' ? 'Switch to light mode' : 'Switch to dark mode');
  }
}

export function initColorMode() {
  const current = () => (document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light');
  apply(current());
  document.addEventListener('click', (event) => {
    const button = (event.target as Element).closest?.('[data-color-mode-toggle]');
    if (!button) return;
    const next = current() === 'dark' ? 'light' : 'dark';
    storage.set(THEME_KEY, next);
    apply(next);
  });
}
