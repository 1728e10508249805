import { useEffect, useState } from 'react';
import { clearCredentials, loadCredentials, saveCredentials, type Persistence } from './credentials';

/**
 * The credentials the reader typed and where they are kept. They start empty (so the first
 * render matches the server's) and are read from storage after mounting; `ready` says so.
 */
export function useCredentials() {
  const [values, setValues] = useState<Record<string, string>>({});
  const [persistence, setPersistence] = useState<Persistence>('session');
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const saved = loadCredentials();
    setValues(saved.values);
    setPersistence(saved.persistence);
    setReady(true);
  }, []);
  return {
    values,
    persistence,
    ready,
    set(header: string, value: string) {
      const next = { ...values, [header]: value };
      setValues(next);
      saveCredentials(next, persistence);
    },
    keepIn(where: Persistence) {
      setPersistence(where);
      saveCredentials(values, where);
    },
    forget() {
      clearCredentials();
      setValues({});
    },
  };
}
