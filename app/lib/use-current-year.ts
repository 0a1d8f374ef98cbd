import { useEffect, useState } from "react";

/**
 * Prerendered HTML carries the build year; after hydration the browser's clock
 * takes over, so the claim never goes stale between builds.
 */
export function useCurrentYear(): number {
  const [year, setYear] = useState(() => new Date().getFullYear());
  useEffect(() => setYear(new Date().getFullYear()), []);
  return year;
}
