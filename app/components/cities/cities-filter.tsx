import { FILTER_MAX_LENGTH, filterCitySlugs } from "#core/search/filter";
import { pageSlug } from "#core/site/section-path";
import { Search } from "#app/components/ui/icons.tsx";
import { useEffect, useId, useRef, useState } from "react";
import { CITY_SEARCH_INDEX } from "#app/components/search/search-data.ts";

/** The town links of the list this filter narrows (rendered by cities-screen.tsx, present without script). */
const LIST = '[data-slot="city-list"]';

/** Hides the list's towns the text does not keep, then any area or region left empty. Returns how many stay. */
function applyFilter(list: Element, kept: Set<string> | null): { shown: number; total: number } {
  let shown = 0;
  const items = [...list.querySelectorAll("li")];
  for (const item of items) {
    const slug = pageSlug(item.querySelector("a")?.getAttribute("href") ?? "", "cities");
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
 * A filter over the /cities/ list (an island, hydrated on first contact). The list itself
 * is plain HTML and stays whole without script; this only hides what does not match.
 */
export function CitiesFilter() {
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
    setStatus(text.trim() === "" ? "" : `${shown} of ${total} towns match.`);
  }, [text]);

  return (
    <div data-slot="cities-filter" className="mb-4 max-w-md">
      <label htmlFor={`${id}-input`} className="mb-2 block text-sm font-semibold">
        Filter towns by name or ZIP code
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
          placeholder="e.g. Kearney or 68010"
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
