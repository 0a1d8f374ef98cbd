import { createHmac, timingSafeEqual } from "node:crypto";
import type { PartnerTarget } from "#core/affiliate/target";
import { CLICK_LIMITS } from "#core/clicks/types";
import { PATH, SLUG, TARGET_ID } from "#core/clicks/event";
import { z } from "#core/zod";

/**
 * The signed token of an assistant's link (/go/{token}, issue 51): which partner page it opens
 * and which of our pages the answer stood for. Only the target is signed, never an address to
 * follow: the redirect builds the partner's tracked URL from it with core/affiliate, and a
 * product address is checked to be the partner's. A token that does not verify is a 404.
 */
export const MAX_TOKEN_LENGTH = 1_200;
const MAC_BYTES = 16;

const payloadSchema = z.object({
  /** Our page the answer was about (its language is the answer's): the click's `path`. */
  p: z.string().max(CLICK_LIMITS.pathMax).regex(PATH),
  t: z.discriminatedUnion("kind", [
    z.object({ kind: z.literal("nebraska") }),
    z.object({ kind: z.literal("home") }),
    z.object({ kind: z.literal("city"), slug: z.string().max(80).regex(SLUG) }),
    z.object({ kind: z.literal("category"), slug: z.string().max(80).regex(SLUG) }),
    z.object({ kind: z.literal("product"), url: z.url({ protocol: /^https?$/ }).max(800), title: z.string().max(CLICK_LIMITS.targetIdMax).regex(TARGET_ID) }),
  ]),
});

export type LinkPayload = { path: string; target: PartnerTarget };

const mac = (secret: string, body: string) => createHmac("sha256", secret).update(body).digest().subarray(0, MAC_BYTES);

/**
 * The token for a link, or null when verifyLink would refuse it (a payload outside the schema, or
 * a token longer than MAX_TOKEN_LENGTH): the caller links to the town's page instead, never to a dead link.
 */
export function signLink(secret: string, { path, target }: LinkPayload): string | null {
  const payload = { p: path, t: target };
  if (!payloadSchema.safeParse(payload).success) return null;
  const body = Buffer.from(JSON.stringify(payload), "utf8").toString("base64url");
  const token = `${body}.${mac(secret, body).toString("base64url")}`;
  return token.length > MAX_TOKEN_LENGTH ? null : token;
}

/** The token's payload when its MAC is ours and it holds a target we link to; null otherwise. */
export function verifyLink(secret: string, token: string): LinkPayload | null {
  if (token.length > MAX_TOKEN_LENGTH) return null;
  const [body, signature, extra] = token.split(".");
  if (!body || !signature || extra !== undefined || !/^[\w-]+$/.test(body) || !/^[\w-]+$/.test(signature)) return null;
  const given = Buffer.from(signature, "base64url");
  const expected = mac(secret, body);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  // base64url decoding ignores the last character's spare bits (16 bytes leave 4 in 22 characters):
  // only the one spelling signLink writes is the link, so one link is never counted under 16 tokens.
  if (signature !== expected.toString("base64url")) return null;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(body, "base64url").toString("utf8"));
  } catch {
    return null;
  }
  const parsed = payloadSchema.safeParse(json);
  return parsed.success ? { path: parsed.data.p, target: parsed.data.t } : null;
}
