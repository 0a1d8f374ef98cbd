import type { ClientDirective } from "astro";

const FIRST_CONTACT = ["scroll", "pointerdown", "pointermove", "keydown", "touchstart", "wheel"] as const;
const MARGIN = "300px";

/**
 * Hydrates an island once it is within 300px of the viewport and the visitor has
 * done something (scrolled, moved the pointer, pressed a key). Products are already
 * in the HTML, so an island in the first screen need not cost the first paint its
 * 65 KB of React: that waits for the first sign of a visitor (docs/decisions/0007).
 * `client:near="visible"` drops the wait, for an island whose HTML is only a
 * placeholder (the server had no products): it loads them as soon as it is seen.
 */
const near: ClientDirective = (load, options, element) => {
  let visible = false;
  let active = options.value === "visible";
  let started = false;
  const start = async () => {
    if (started || !visible || !active) return;
    started = true;
    observer.disconnect();
    const hydrate = await load();
    await hydrate();
  };
  const onContact = () => {
    active = true;
    for (const type of FIRST_CONTACT) window.removeEventListener(type, onContact);
    void start();
  };
  for (const type of FIRST_CONTACT) window.addEventListener(type, onContact, { passive: true });
  const observer = new IntersectionObserver(
    (entries) => {
      visible = entries.some((entry) => entry.isIntersecting);
      void start();
    },
    { rootMargin: MARGIN },
  );
  for (const child of element.children) observer.observe(child);
};

export default near;
