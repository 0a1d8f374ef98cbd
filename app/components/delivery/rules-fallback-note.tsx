/**
 * Said beside the calendar when the site promises the florists' own delivery days but the
 * server could not give them, so the struck-through days are the built-in rules' (decision
 * 0041). The region is there from the start and filled once: a polite status, announced a
 * single time, never an alert.
 */
export function RulesFallbackNote({ shown }: { shown: boolean }) {
  return (
    <div role="status" data-slot="delivery-rules-note" className="w-[296px]">
      {shown && (
        <p className="mt-2 rounded-lg border border-flower-strong/40 bg-accent px-3 py-2 text-xs">
          The florists&apos; own delivery calendar could not be reached, so the days shown follow the usual rules: no deliveries on Sundays or on the
          holidays listed.
        </p>
      )}
    </div>
  );
}
