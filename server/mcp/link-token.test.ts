import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { MAX_TOKEN_LENGTH, signLink, verifyLink } from "./link-token";

const SECRET = "a-test-secret-of-at-least-32-characters";
const sign = (payload: Parameters<typeof signLink>[1]) => signLink(SECRET, payload) ?? "";

describe("signed assistant links", () => {
  it("verifies its own token and gives back the page and target", () => {
    const token = sign({ path: "/es/ciudades/kearney/", target: { kind: "city", slug: "kearney" } });
    expect(verifyLink(SECRET, token)).toEqual({ path: "/es/ciudades/kearney/", target: { kind: "city", slug: "kearney" } });
  });

  it("refuses another secret's token, a changed payload, a changed MAC and oversized input", () => {
    const token = sign({ path: "/", target: { kind: "nebraska" } });
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
    const body = Buffer.from(JSON.stringify({ p: "/", t: { kind: "city", slug: "../../evil" } })).toString("base64url");
    const odd = `${body}.${createHmac("sha256", SECRET).update(body).digest().subarray(0, 16).toString("base64url")}`;
    expect(verifyLink(SECRET, odd)).toBeNull();
  });

  it("refuses every other spelling of the same MAC: one link is one token", () => {
    const token = sign({ path: "/", target: { kind: "nebraska" } });
    const [body, mac] = token.split(".") as [string, string];
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    // The same 16 bytes, written with another last character (its 4 spare bits changed).
    const spellings = [...alphabet].map((last) => `${mac.slice(0, -1)}${last}`).filter((other) => Buffer.from(other, "base64url").equals(Buffer.from(mac, "base64url")));
    expect(spellings.length).toBe(16);
    for (const other of spellings) expect(verifyLink(SECRET, `${body}.${other}`) === null).toBe(other !== mac);
  });

  it("signs no token verifyLink would refuse: an overlong payload or one outside the schema gets null", () => {
    // An address within the schema's 800 characters and a title within its 200: together past MAX_TOKEN_LENGTH.
    const longUrl = `https://www.flowershopping.com/product/${"a".repeat(760)}`;
    const longTitle = "Rose ".repeat(30).trim();
    expect(signLink(SECRET, { path: "/es/ciudades/kearney/", target: { kind: "product", url: longUrl, title: "Rose" } })).not.toBeNull();
    expect(signLink(SECRET, { path: "/es/ciudades/kearney/", target: { kind: "product", url: longUrl, title: longTitle } })).toBeNull();
    expect(signLink(SECRET, { path: "/", target: { kind: "product", url: "javascript:alert(1)", title: "Rose" } })).toBeNull();
    expect(signLink(SECRET, { path: "/", target: { kind: "city", slug: "../../evil" } })).toBeNull();
    const short = signLink(SECRET, { path: "/cities/kearney/", target: { kind: "product", url: "https://www.flowershopping.com/product/rose", title: "Rose" } });
    expect(short && verifyLink(SECRET, short)).toMatchObject({ path: "/cities/kearney/" });
  });
});
