import { useEffect } from "react";
import { useLocation } from "react-router";

/** Spec §2: with #{id} in the address, scroll smoothly to that section after about 50 ms. */
export function useHashScroll(id: string, delayMs = 50): void {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (hash !== `#${id}`) return;
    const timer = window.setTimeout(() => {
      const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      document.getElementById(id)?.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
    }, delayMs);
    return () => window.clearTimeout(timer);
  }, [hash, key, id, delayMs]);
}
