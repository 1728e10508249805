import { storage } from './storage';
import { announcementKey } from './storageKeys';

/**
 * A closeable announcement (`isCloseable: true`) hides on its close button and stays hidden:
 * the dismissal is stored under the bar's id, and the head script reads it before paint.
 * This site's bar has no close button, so nothing here runs for it.
 */
export function initAnnouncement() {
  document.addEventListener('click', (event) => {
    const button = (event.target as Element).closest?.('[data-announcement-close]');
    const bar = button?.closest<HTMLElement>('[data-announcement-id]');
    if (!bar) return;
    storage.set(announcementKey(bar.dataset.announcementId!), 'true');
    document.documentElement.setAttribute('data-announcement-dismissed', '');
    document.getElementById('main-content')?.focus({ preventScroll: true });
  });
}
