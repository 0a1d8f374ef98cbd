// The icon sprite (app/assets/icons.svg): one <symbol> per icon app/components/ui/icons.tsx
// exports, drawn by lucide-react itself, so its path data never reaches a page's HTML or an
// island's JS (docs/decisions/0042-one-icon-sprite.md). Run `npm run icons:build` after adding
// an icon or upgrading lucide-react; scripts/build-icons.test.ts fails while the file is stale.
import { readFile, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import * as lucide from "lucide-react";
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";

export const ICONS_MODULE = fileURLToPath(new URL("../app/components/ui/icons.tsx", import.meta.url));
export const SPRITE_FILE = fileURLToPath(new URL("../app/assets/icons.svg", import.meta.url));

export type IconEntry = { name: string; id: string };

/** The icons icons.tsx declares, read from its source: the app module imports the sprite itself. */
export function declaredIcons(source: string): IconEntry[] {
  return [...source.matchAll(/^export const (\w+) = icon\("([a-z0-9-]+)"\);$/gm)].map(([, name, id]) => ({ name: name!, id: id! }));
}

/** lucide's stroke settings, on the symbol so each <use> inherits them (fill stays on the page's <svg>). */
const SYMBOL_ATTRIBUTES = 'viewBox="0 0 24 24" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"';

function symbol({ name, id }: IconEntry): string {
  const component = (lucide as unknown as Record<string, ComponentType | undefined>)[name];
  if (!component) throw new Error(`lucide-react has no icon ${name}`);
  const markup = renderToStaticMarkup(createElement(component));
  const svg = /^<svg ([^>]*)>(.*)<\/svg>$/s.exec(markup);
  if (!svg) throw new Error(`lucide-react's ${name} did not render one <svg>: ${markup}`);
  const [, attributes, children] = svg;
  // The id is the page's class (lucide-<id>) too, so it must be one lucide itself gives the icon.
  if (!new RegExp(`class="[^"]*\\blucide-${id}\\b`).test(attributes!)) throw new Error(`lucide-react does not call ${name} "${id}"`);
  if (!attributes!.includes('viewBox="0 0 24 24"')) throw new Error(`lucide-react's ${name} is not drawn on 24 × 24`);
  return `<symbol id="${id}" ${SYMBOL_ATTRIBUTES}>${children}</symbol>`;
}

export function renderSprite(icons: IconEntry[]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${icons.map((entry) => `${symbol(entry)}\n`).join("")}</svg>\n`;
}

export async function makeSprite(): Promise<string> {
  return renderSprite(declaredIcons(await readFile(ICONS_MODULE, "utf8")));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const sprite = await makeSprite();
  await writeFile(SPRITE_FILE, sprite);
  console.log(`wrote ${SPRITE_FILE} (${sprite.length} bytes)`);
}
