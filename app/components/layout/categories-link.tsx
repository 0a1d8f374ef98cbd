import type * as React from "react";
import { Link, useLocation } from "react-router";

/**
 * 'Categories' in the header: on the home page it smooth-scrolls to the section,
 * elsewhere it goes to /#categories (spec §2).
 */
export function CategoriesLink({ className, children }: { className?: string; children: React.ReactNode }) {
  const { pathname } = useLocation();
  const onHome = pathname === "/";
  return (
    <Link
      to="/#categories"
      className={className}
      onClick={(event) => {
        if (!onHome) return;
        const section = document.getElementById("categories");
        if (!section) return;
        event.preventDefault();
        const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
        section.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
        window.history.replaceState(window.history.state, "", "/#categories");
      }}
    >
      {children}
    </Link>
  );
}
