import { readFile } from "node:fs/promises";
import * as lucide from "lucide-react";
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import * as icons from "#app/components/ui/icons.tsx";
import { declaredIcons, ICONS_MODULE, makeSprite, SPRITE_FILE } from "./build-icons";

const exported = Object.entries(icons).filter(([, value]) => typeof value === "function") as [string, ComponentType<Record<string, unknown>>][];

describe("the icon sprite", () => {
  it("is what scripts/build-icons.ts draws from the installed lucide-react (run npm run icons:build after a change)", async () => {
    const [committed, made] = await Promise.all([readFile(SPRITE_FILE, "utf8"), makeSprite()]);
    expect(committed).toBe(made);
  });

  it("holds a symbol for every icon icons.tsx exports, and no other", async () => {
    const sprite = await readFile(SPRITE_FILE, "utf8");
    const symbols = [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map(([, id]) => id);
    const declared = declaredIcons(await readFile(ICONS_MODULE, "utf8"));
    expect(declared.map(({ name }) => name).sort()).toEqual(exported.map(([name]) => name).sort());
    for (const [name, Icon] of exported) {
      const id = /#([a-z0-9-]+)"/.exec(renderToStaticMarkup(createElement(Icon)))?.[1];
      expect(symbols, `${name} points at #${id}`).toContain(id);
    }
    expect(symbols).toHaveLength(exported.length);
  });
});

describe("an icon", () => {
  const lucideMapPin = lucide.MapPin as ComponentType<Record<string, unknown>>;
  const ariaHidden = (Icon: ComponentType<Record<string, unknown>>, props: Record<string, unknown>, children?: string) =>
    /^<svg [^>]*aria-hidden="([^"]*)"/.exec(renderToStaticMarkup(createElement(Icon, props, children)))?.[1] ?? null;

  it("keeps lucide's classes and size, passes other props on and points into the sprite", () => {
    // The sprite's address is Vite's: /app/assets/icons.svg?no-inline here, /assets/icons.<hash>.svg built.
    const svg = renderToStaticMarkup(createElement(icons.MapPin, { className: "size-4 shrink-0 lucide", id: "pin" })).replace(/href="[^"#]*icons[^"#]*#/, 'href="SPRITE#');
    expect(svg).toBe('<svg class="lucide lucide-map-pin size-4 shrink-0" width="24" height="24" fill="none" aria-hidden="true" id="pin"><use href="SPRITE#map-pin"></use></svg>');
  });

  it.each<[string, Record<string, unknown>, string?]>([
    ["no props", {}],
    ["a class", { className: "size-4" }],
    ["aria-hidden", { "aria-hidden": "true" }],
    ["an aria-label", { "aria-label": "Location" }],
    ["a role", { role: "img" }],
    ["a title", { title: "Location" }],
    ["children", {}, "Location"],
    ["an aria-label left undefined", { "aria-label": undefined }],
  ])("is hidden from assistive technology exactly when lucide-react hides it: %s", (_, props, children) => {
    expect(ariaHidden(icons.MapPin, props, children)).toBe(ariaHidden(lucideMapPin, props, children));
  });
});
