import { translate } from '../i18n/themeStrings';

/** Switches light/dark; the client runtime stores the choice under `theme`. Without JS it is hidden. */
export function ColorModeToggle() {
  return (
    <button type="button" className="color-mode-toggle" data-color-mode-toggle="" aria-label={translate('docsite.ColorModeToggle.toDark')} title={translate('docsite.ColorModeToggle.title')}>
      <svg className="icon-sun" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true"><circle cx="12" cy="12" r="4.5" fill="none" stroke="currentColor" strokeWidth="2" /><path d="M12 2v2.5M12 19.5V22M2 12h2.5M19.5 12H22M4.9 4.9l1.8 1.8M17.3 17.3l1.8 1.8M4.9 19.1l1.8-1.8M17.3 6.7l1.8-1.8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" /></svg>
      <svg className="icon-moon" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true"><path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" /></svg>
    </button>
  );
}
