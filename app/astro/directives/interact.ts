import type { ClientDirective } from "astro";

const EVENTS = ["focusin", "pointerenter", "pointerdown", "touchstart"] as const;

/**
 * Hydrates an island on the visitor's first contact with it (focus, pointer, touch).
 * Until then its server HTML works on its own (the search form submits to the towns list).
 */
const interact: ClientDirective = (load, _options, element) => {
  let started = false;
  const start = async () => {
    if (started) return;
    started = true;
    for (const type of EVENTS) element.removeEventListener(type, start);
    const hydrate = await load();
    await hydrate();
  };
  for (const type of EVENTS) element.addEventListener(type, start, { passive: true });
  // Focus may already be inside (autofocus, a restored page).
  if (element.contains(document.activeElement)) void start();
};

export default interact;
