import { coreStrings } from './pageString';
import { storage } from './storage';
import { THEME_KEY } from './storageKeys';

export { THEME_KEY };

function labelSwitches(mode: 'light' | 'dark') {
  const words = coreStrings();
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-color-mode-toggle]')) {
    button.setAttribute('aria-label', mode === 'dark' ? words.toLight : words.toDark);
  }
}

function apply(mode: 'light' | 'dark') {
  const root = document.documentElement;
  // Switch in one frame: colour transitions would otherwise fade every surface for 150 ms.
  root.setAttribute('data-theme-switching', '');
  root.setAttribute('data-theme', mode);
  requestAnimationFrame(() => requestAnimationFrame(() => root.removeAttribute('data-theme-switching')));
  labelSwitches(mode);
}

/**
 * Spec 2: light by default, a switch, the choice stored under `theme` as `dark` or `light`.
 * The head script already applied it before paint; this keeps the switch's label in step.
 * Code highlighting and the footer logo follow `data-theme` on their own.
 */
export function initColorMode() {
  const current = () => (document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light');
  // Only the label: an attribute set on <html> restyles the whole page (`html[data-theme-switching] *`),
  // twice (set, then removed two frames later), and the navbar's scrollY read forced the first of
  // those inside main.js's start-up task, a long task on a phone (issue 23).
  labelSwitches(current());
  document.addEventListener('click', (event) => {
    const button = (event.target as Element).closest?.('[data-color-mode-toggle]');
    if (!button) return;
    const next = current() === 'dark' ? 'light' : 'dark';
    storage.set(THEME_KEY, next);
    apply(next);
  });
}
