import { describe, expect, it } from "vitest";
import { englishWordsIn } from "../../../tests/fixtures/english-words";
import { contactMailto } from "./mail-draft";

const decode = (url: string) => {
  const [address, query = ""] = url.slice("mailto:".length).split("?");
  const params = new URLSearchParams(query.replaceAll("+", "%2B"));
  return { address, subject: params.get("subject"), body: params.get("body") };
};

describe("contactMailto", () => {
  it("addresses the draft and puts name, email and message in the body", () => {
    const url = contactMailto("info@example.com", { name: "Ada", email: "ada@example.com", message: "Roses for Omaha" }, "en");
    expect(url.startsWith("mailto:info@example.com?subject=")).toBe(true);
    const draft = decode(url);
    expect(draft.address).toBe("info@example.com");
    expect(draft.subject).toBe("Message from Ada via Nebraska Flower Delivery");
    expect(draft.body).toBe("Name: Ada\nEmail: ada@example.com\n\nMessage:\nRoses for Omaha");
  });

  it("encodes characters that would break the address", () => {
    const url = contactMailto("info@example.com", { name: "A & B", email: "", message: "Is 2+2=4?\nYes & no #1" }, "en");
    expect(url).not.toMatch(/[\n#]/);
    expect(url.split("?")).toHaveLength(2);
    expect(decode(url).body).toContain("Is 2+2=4?\nYes & no #1");
    expect(decode(url).subject).toBe("Message from A & B via Nebraska Flower Delivery");
  });

  it("works with every field empty (nothing is required)", () => {
    const draft = decode(contactMailto("info@example.com", { name: "", email: "", message: "" }, "en"));
    expect(draft.subject).toBe("Message via Nebraska Flower Delivery");
    expect(draft.body).toBe("Name: \nEmail: \n\nMessage:\n");
  });
});

describe("contactMailto in Spanish", () => {
  it("addresses the draft and puts name, email and message in the body, in Spanish", () => {
    const url = contactMailto("info@example.com", { name: "Ana", email: "ana@example.com", message: "Rosas para Omaha" }, "es");
    expect(url.startsWith("mailto:info@example.com?subject=")).toBe(true);
    const draft = decode(url);
    expect(draft.address).toBe("info@example.com");
    expect(draft.subject).toBe("Mensaje de Ana a través de Nebraska Flower Delivery");
    expect(draft.body).toBe("Nombre: Ana\nCorreo electrónico: ana@example.com\n\nMensaje:\nRosas para Omaha");
    expect(englishWordsIn(`${draft.subject} ${draft.body}`, ["Nebraska Flower Delivery", "example.com"])).toEqual([]);
  });

  it("encodes characters that would break the address, accents included", () => {
    const url = contactMailto("info@example.com", { name: "José & María", email: "", message: "¿2+2=4?\nSí & no #1" }, "es");
    expect(url).not.toMatch(/[\n#áéíóú¿]/);
    expect(url.split("?")).toHaveLength(2);
    expect(decode(url).body).toContain("¿2+2=4?\nSí & no #1");
    expect(decode(url).subject).toBe("Mensaje de José & María a través de Nebraska Flower Delivery");
  });

  it("works with every field empty (nothing is required)", () => {
    const draft = decode(contactMailto("info@example.com", { name: "", email: "", message: "" }, "es"));
    expect(draft.subject).toBe("Mensaje a través de Nebraska Flower Delivery");
    expect(draft.body).toBe("Nombre: \nCorreo electrónico: \n\nMensaje:\n");
  });
});
