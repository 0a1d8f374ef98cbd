import { useCallback, useEffect, useRef, useState } from "react";
import { AdminUnauthorizedError } from "./admin-api";

type QueryState<T> = { data?: T; error?: string; loading: boolean };

/**
 * Loads admin data whenever `key` changes (or `reload` is called), cancelling
 * the previous request. A refused token goes to `onUnauthorized`; other errors
 * are kept as text next to the last good data.
 */
export function useAdminQuery<T>(key: string, load: (signal: AbortSignal) => Promise<T>, onUnauthorized: () => void) {
  const [state, setState] = useState<QueryState<T>>({ loading: true });
  const [version, setVersion] = useState(0);
  // The latest callbacks, read when a request starts; only key and version restart it.
  const latest = useRef({ load, onUnauthorized });
  useEffect(() => {
    latest.current = { load, onUnauthorized };
  });

  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => ({ ...previous, loading: true, error: undefined }));
    latest.current.load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ data, loading: false });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof AdminUnauthorizedError) return latest.current.onUnauthorized();
        setState((previous) => ({ ...previous, loading: false, error: error instanceof Error ? error.message : String(error) }));
      },
    );
    return () => controller.abort();
  }, [key, version]);

  const reload = useCallback(() => setVersion((value) => value + 1), []);
  return { ...state, reload };
}
