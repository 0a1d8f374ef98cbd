/** Deepest nesting a partner API answer may have; real answers are 3 levels deep. */
const MAX_JSON_DEPTH = 32;

/**
 * True when the JSON text never nests arrays and objects deeper than `maxDepth`. One
 * pass over the characters, skipping strings, so a 100k-deep answer is refused before
 * JSON.parse or anything walking the parsed value can spend time or stack on it.
 */
export function jsonDepthWithin(text: string, maxDepth: number = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 92 /* \ */) index += 1;
      else if (code === 34 /* " */) inString = false;
      continue;
    }
    if (code === 34) inString = true;
    else if (code === 123 /* { */ || code === 91 /* [ */) {
      depth += 1;
      if (depth > maxDepth) return false;
    } else if (code === 125 /* } */ || code === 93 /* ] */) depth -= 1;
  }
  return true;
}

/** The parsed answer, or undefined when it is not JSON or nests too deep. */
export function parseBoundedJson(text: string, maxDepth: number = MAX_JSON_DEPTH): unknown {
  if (!jsonDepthWithin(text, maxDepth)) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** A property of a parsed object whatever its key's case (the partner writes keys in capitals). */
export function field(record: unknown, name: string): unknown {
  if (typeof record !== "object" || record === null || Array.isArray(record)) return undefined;
  const object = record as Record<string, unknown>;
  if (Object.hasOwn(object, name)) return object[name];
  const lower = name.toLowerCase();
  const key = Object.keys(object).find((candidate) => candidate.toLowerCase() === lower);
  return key === undefined ? undefined : object[key];
}
