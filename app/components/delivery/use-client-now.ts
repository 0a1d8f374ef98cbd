import { useEffect, useState } from "react";

/**
 * The current time, known only in the browser. Pages are prerendered at build
 * time, so anything that depends on "today" must wait for hydration; null until
 * then. Refreshed every minute so the 2 PM cut-off is not missed on an open tab.
 */
export function useClientNow(refreshMs = 60_000): [Date | null, () => void] {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    setNow(new Date());
    const id = window.setInterval(() => setNow(new Date()), refreshMs);
    return () => window.clearInterval(id);
  }, [refreshMs]);
  const refresh = () => setNow(new Date());
  return [now, refresh];
}
