// @vitest-environment happy-dom
import type { Locale } from "#core/i18n/locale";
import { act } from "../../../tests/fixtures/act";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ContactForm } from "./contact-form";

/** The one contact form island, in either edition: its draft is written in the page's language. */
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;

afterEach(() => {
  void act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = "";
  vi.unstubAllGlobals();
});

async function submit(locale: Locale, name: string) {
  // The form hands the draft to the mail program by setting location.href; the test keeps it here.
  const location = { href: "" };
  vi.stubGlobal("location", location);
  const host = document.createElement("div");
  document.body.append(host);
  root = createRoot(host);
  await act(() => root?.render(<ContactForm to="info@example.com" locale={locale} />));
  const input = host.querySelector<HTMLInputElement>("#contact-name");
  if (!input) throw new Error("no name field");
  await act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(input, name);
    input.dispatchEvent(new Event("input", { bubbles: true }));
  });
  await act(() => host.querySelector("form")?.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true })));
  const subject = new URLSearchParams(location.href.split("?")[1] ?? "").get("subject");
  return { subject, status: host.querySelector('[role="status"]')?.textContent, link: host.querySelector("[data-testid=mail-draft-link]")?.getAttribute("href") };
}

describe("ContactForm", () => {
  it("opens an English draft on the English page", async () => {
    const { subject, status, link } = await submit("en", "Ana");
    expect(subject).toBe("Message from Ana via Nebraska Flower Delivery");
    expect(status).toContain("open the draft again");
    expect(link).toMatch(/^mailto:info@example\.com\?subject=/);
  });

  it("opens a Spanish draft and says so in Spanish on the Spanish page", async () => {
    const { subject, status } = await submit("es", "Ana");
    expect(subject).toBe("Mensaje de Ana a través de Nebraska Flower Delivery");
    expect(status).toContain("abra el borrador otra vez");
    expect(status).toContain("o escriba a info@example.com.");
  });
});
