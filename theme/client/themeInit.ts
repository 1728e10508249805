import type { SiteView } from '../../src/render/pageProps';
import { THEME_KEY, announcementKey } from './storageKeys';

/**
 * Inline `<head>` script: applies the saved colour mode (localStorage `theme`) and a dismissed
 * announcement before first paint, and marks that JavaScript runs (`data-js`), so enhanced
 * widgets never flash their no-JS form.
 */
export function themeInitScript(site: Pick<SiteView, 'colorMode' | 'announcementBar'>): string {
  const fallback = JSON.stringify(site.colorMode.defaultMode);
  const bar = site.announcementBar?.isCloseable ? JSON.stringify(announcementKey(site.announcementBar.id)) : 'null';
  const key = JSON.stringify(THEME_KEY);
  return `(function(){var d=document.documentElement;d.setAttribute('data-js','');try{var t=localStorage.getItem(${key});d.setAttribute('data-theme',t==='dark'||t==='light'?t:${fallback});var b=${bar};if(b&&localStorage.getItem(b)==='true')d.setAttribute('data-announcement-dismissed','');}catch(e){}})();`;
}
