import { useCallback, useEffect, useState } from "react";

const STORAGE_KEY = "nfd-admin-token";

function readToken(): string | null {
  try {
    return window.sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null; // storage disabled: the owner signs in again per page load
  }
}

/**
 * The admin token for this tab only (sessionStorage: gone when the tab closes,
 * never sent anywhere but the Authorization header). `ready` is false until the
 * browser has been read, so the server render and the first paint show nothing.
 */
export function useAdminToken() {
  const [token, setTokenState] = useState<string | null>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    setTokenState(readToken());
    setReady(true);
  }, []);

  const setToken = useCallback((value: string) => {
    try {
      window.sessionStorage.setItem(STORAGE_KEY, value);
    } catch {
      // kept in memory only
    }
    setTokenState(value);
  }, []);

  const clearToken = useCallback(() => {
    try {
      window.sessionStorage.removeItem(STORAGE_KEY);
    } catch {
      // nothing stored
    }
    setTokenState(null);
  }, []);

  return { token, ready, setToken, clearToken };
}
