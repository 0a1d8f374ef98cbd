import { describe, expect, it } from "vitest";
import { MAX_TOKEN_LENGTH, signLink, verifyLink } from "./link-token";

const SECRET = "a-test-secret-of-at-least-32-characters";

describe("signed assistant links", () => {
  it("verifies its own token and gives back the page and target", () => {
    const token = signLink(SECRET, { path: "/es/ciudades/kearney/", target: { kind: "city", slug: "kearney" } });
    expect(verifyLink(SECRET, token)).toEqual({ path: "/es/ciudades/kearney/", target: { kind: "city", slug: "kearney" } });
  });

  it("refuses another secret's token, a changed payload, a changed MAC and oversized input", () => {
    const token = signLink(SECRET, { path: "/", target: { kind: "nebraska" } });
    const [body, mac] = token.split(".") as [string, string];
    expect(verifyLink("another-secret-of-at-least-32-characters", token)).toBeNull();
    const changed = Buffer.from(JSON.stringify({ p: "/", t: { kind: "home" } })).toString("base64url");
    expect(verifyLink(SECRET, `${changed}.${mac}`)).toBeNull();
    expect(verifyLink(SECRET, `${body}.${mac.slice(0, -2)}AA`)).toBeNull();
    expect(verifyLink(SECRET, `${body}.${mac}.extra`)).toBeNull();
    expect(verifyLink(SECRET, "x".repeat(MAX_TOKEN_LENGTH + 1))).toBeNull();
  });

  it("refuses a signed payload that is not a target we link to", () => {
    // Signed with the right secret but holding a target the schema does not know: still refused.
    const odd = signLink(SECRET, { path: "/", target: { kind: "city", slug: "../../evil" } });
    expect(verifyLink(SECRET, odd)).toBeNull();
  });

  it("refuses every other spelling of the same MAC: one link is one token", () => {
    const token = signLink(SECRET, { path: "/", target: { kind: "nebraska" } });
    const [body, mac] = token.split(".") as [string, string];
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    // The same 16 bytes, written with another last character (its 4 spare bits changed).
    const spellings = [...alphabet].map((last) => `${mac.slice(0, -1)}${last}`).filter((other) => Buffer.from(other, "base64url").equals(Buffer.from(mac, "base64url")));
    expect(spellings.length).toBe(16);
    for (const other of spellings) expect(verifyLink(SECRET, `${body}.${other}`) === null).toBe(other !== mac);
  });
});
