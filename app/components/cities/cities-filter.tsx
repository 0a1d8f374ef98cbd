import type { Locale } from "#core/i18n/locale";
import { FILTER_MAX_LENGTH, filterCitySlugs } from "#core/search/filter";
import { pageSlug } from "#core/routes/routes";
import { Search } from "#app/components/ui/icons.tsx";
import { useEffect, useId, useRef, useState } from "react";
import { CITY_SEARCH_INDEX } from "#app/components/search/search-data.ts";
import { FILTER_TEXT } from "./cities-filter-text";

/** The town links of the list this filter narrows (rendered by cities-screen.tsx, present without script). */
const LIST = '[data-slot="city-list"]';

/** The town a list link opens, in either edition (a town page's address, core/routes/routes.ts). */
function townSlugOf(href: string): string | undefined {
  return pageSlug(href, "cities");
}

/** Hides the list's towns the text does not keep, then any area or region left empty. Returns how many stay. */
function applyFilter(list: Element, kept: Set<string> | null): { shown: number; total: number } {
  let shown = 0;
  const items = [...list.querySelectorAll("li")];
  for (const item of items) {
    const slug = townSlugOf(item.querySelector("a")?.getAttribute("href") ?? "");
    const visible = kept === null || (slug !== undefined && kept.has(slug));
    item.hidden = !visible;
    if (visible) shown += 1;
  }
  // Innermost first: an area's block, then its region's section.
  for (const group of [...list.querySelectorAll("ul")].map((ul) => ul.parentElement).concat([...list.querySelectorAll("section")])) {
    if (group && group !== list) group.hidden = kept !== null && !group.querySelector("li:not([hidden])");
  }
  return { shown, total: items.length };
}

/**
 * A filter over the towns list of either edition (an island, hydrated on first contact). The
 * list itself is plain HTML and stays whole without script; this only hides what does not match.
 */
export function CitiesFilter({ locale }: { locale: Locale }) {
  const words = FILTER_TEXT[locale];
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState("");
  const [status, setStatus] = useState("");

  useEffect(() => {
    // Text typed before hydration finished is still in the field.
    if (inputRef.current && inputRef.current.value !== "") setText(inputRef.current.value);
  }, []);

  useEffect(() => {
    const list = document.querySelector(LIST);
    if (!list) return;
    const { shown, total } = applyFilter(list, filterCitySlugs(CITY_SEARCH_INDEX, text));
    setStatus(text.trim() === "" ? "" : words.status(shown, total));
  }, [text, words]);

  return (
    <div data-slot="cities-filter" className="mb-4 max-w-md">
      <label htmlFor={`${id}-input`} className="mb-2 block text-sm font-semibold">
        {words.label}
      </label>
      <div className="relative">
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
        <input
          ref={inputRef}
          id={`${id}-input`}
          type="search"
          autoComplete="off"
          spellCheck={false}
          maxLength={FILTER_MAX_LENGTH}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          placeholder={words.placeholder}
          aria-describedby={`${id}-status`}
          className="h-11 w-full rounded-full border border-input bg-card pr-4 pl-9 text-base text-foreground placeholder:text-muted-foreground/90 focus-visible:border-primary"
        />
      </div>
      <p id={`${id}-status`} role="status" className="mt-2 min-h-5 text-sm text-muted-foreground">
        {status}
      </p>
    </div>
  );
}
