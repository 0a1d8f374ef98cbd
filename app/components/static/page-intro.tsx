import type * as React from "react";
import { cn } from "#app/lib/cn.ts";

type PageIntroProps = {
  title: string;
  eyebrow?: string;
  intro?: React.ReactNode;
  breadcrumb?: React.ReactNode;
  children?: React.ReactNode;
  className?: string;
};

/** The top of a plain page: optional breadcrumb, a small eyebrow, the page's one h1 and an intro. */
export function PageIntro({ title, eyebrow, intro, breadcrumb, children, className }: PageIntroProps) {
  return (
    <header className={cn("relative overflow-hidden bg-gradient-to-b from-accent to-background", className)}>
      <svg
        aria-hidden="true"
        viewBox="0 0 200 200"
        width="200"
        height="200"
        className="pointer-events-none absolute -top-10 -right-10 size-48 text-flower sm:size-64"
      >
        <g fill="currentColor" opacity="0.7">
          {[0, 60, 120, 180, 240, 300].map((angle) => (
            <ellipse key={angle} cx="100" cy="58" rx="26" ry="42" transform={`rotate(${angle} 100 100)`} />
          ))}
        </g>
        <circle cx="100" cy="100" r="18" fill="#f6d6ab" />
      </svg>
      <div className="relative mx-auto max-w-7xl px-4 pt-8 pb-10 sm:px-6 sm:pt-10 sm:pb-12">
        {breadcrumb && <div className="mb-6">{breadcrumb}</div>}
        {eyebrow && <p className="text-sm font-semibold tracking-wide text-sage uppercase">{eyebrow}</p>}
        <h1 className="mt-2 max-w-3xl text-3xl leading-tight font-semibold tracking-tight sm:text-5xl">{title}</h1>
        {intro && <div className="mt-4 max-w-2xl text-lg text-muted-foreground">{intro}</div>}
        {children}
      </div>
    </header>
  );
}
