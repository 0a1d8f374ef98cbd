import type { Locale } from "#core/i18n/locale";
import { CHECKER_TEXT } from "./checker-text";

/**
 * Said beside the calendar when the site promises the florists' own delivery days but the
 * server could not give them, so the struck-through days are the built-in rules' (decision
 * 0041). The region is there from the start and filled once: a polite status, announced a
 * single time, never an alert.
 */
export function RulesFallbackNote({ shown, locale }: { shown: boolean; locale: Locale }) {
  return (
    <div role="status" data-slot="delivery-rules-note" className="w-[296px]">
      {shown && (
        <p className="mt-2 rounded-lg border border-flower-strong/40 bg-accent px-3 py-2 text-xs">{CHECKER_TEXT[locale].rulesFallback}</p>
      )}
    </div>
  );
}
