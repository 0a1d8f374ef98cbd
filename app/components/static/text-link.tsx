import type * as React from "react";

/** A link inside the about and data-sources pages' running text: underlined until hovered. */
export function TextLink({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <a href={href} className="font-medium text-primary underline underline-offset-2 hover:no-underline">
      {children}
    </a>
  );
}
