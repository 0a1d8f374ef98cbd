import type * as React from "react";

/**
 * 'Categories' in the header: /#categories from anywhere. On the home page that is
 * an in-page jump, smoothed by CSS (scroll-behavior, off for reduced motion), so the
 * spec's smooth scroll needs no script (spec §2).
 */
export function CategoriesLink({ className, children }: { className?: string; children: React.ReactNode }) {
  return (
    <a href="/#categories" className={className}>
      {children}
    </a>
  );
}
