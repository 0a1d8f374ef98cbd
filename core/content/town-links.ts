/** A piece of copy: plain text, or a town name that links to that town's page. */
export type TextPart = { text: string } | { text: string; slug: string };

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * Splits copy so that the names of the given towns can link to their pages. Longer
 * names win ('North Platte' before 'Platte'); a name inside a longer word or in an
 * occasion ("Valentine's Day") stays text. Each town links once per text.
 */
export function linkTownNames(text: string, towns: readonly { name: string; slug: string }[]): TextPart[] {
  const bounded = towns.slice(0, 50).filter((town) => town.name.trim().length > 0);
  if (bounded.length === 0) return [{ text }];
  const bySlug = new Map(bounded.map((town) => [town.name, town.slug]));
  const names = [...bySlug.keys()].sort((a, b) => b.length - a.length).map(escapeRegExp);
  const pattern = new RegExp(`(?<![\\w'-])(${names.join("|")})(?![\\w-]|'s Day)`, "g");
  const parts: TextPart[] = [];
  const linked = new Set<string>();
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const name = match[1] ?? "";
    if (linked.has(name)) continue;
    linked.add(name);
    const at = match.index ?? 0;
    if (at > last) parts.push({ text: text.slice(last, at) });
    parts.push({ text: name, slug: bySlug.get(name) as string });
    last = at + name.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}
