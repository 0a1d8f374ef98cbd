import { readFileSync } from "node:fs";

/** The design tokens the cards use, read from app/app.css so the images follow the site's palette. */
export type BrandColours = {
  background: string;
  foreground: string;
  mutedForeground: string;
  primary: string;
  primaryForeground: string;
  secondary: string;
  accent: string;
  sage: string;
  flowerStrong: string;
};

const TOKEN = /--color-([a-z-]+):\s*(#[0-9a-fA-F]{3,8})\s*;/g;

/** Throws when a token is missing: a card in the wrong colours is worse than a failed build. */
export function brandColours(cssPath: string): BrandColours {
  const tokens = new Map<string, string>();
  for (const [, name, value] of readFileSync(cssPath, "utf8").matchAll(TOKEN)) if (name && value && !tokens.has(name)) tokens.set(name, value);
  const pick = (name: string): string => {
    const value = tokens.get(name);
    if (!value) throw new Error(`share cards: --color-${name} not found in ${cssPath}`);
    return value;
  };
  return {
    background: pick("background"),
    foreground: pick("foreground"),
    mutedForeground: pick("muted-foreground"),
    primary: pick("primary"),
    primaryForeground: pick("primary-foreground"),
    secondary: pick("secondary"),
    accent: pick("accent"),
    sage: pick("sage"),
    flowerStrong: pick("flower-strong"),
  };
}
