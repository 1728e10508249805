import { useEffect, useState } from 'react';
import { SERVER_EVENT } from '../../client/serverPicker';

/**
 * The base URL try-it's preview shows: the page's (`initial`) until the server picker
 * (`serverPicker.ts`) chose another, before or after the panel mounted. The first render
 * uses `initial`, so hydration matches the server's HTML.
 */
export function useServer(initial: string): string {
  const [server, setServer] = useState(initial);
  useEffect(() => {
    const operation = document.querySelector('.api-operation');
    const chosen = operation?.getAttribute('data-server');
    if (chosen) setServer(chosen);
    const onChange = (event: Event) => setServer((event as CustomEvent<string>).detail);
    operation?.addEventListener(SERVER_EVENT, onChange);
    return () => operation?.removeEventListener(SERVER_EVENT, onChange);
  }, []);
  return server;
}
