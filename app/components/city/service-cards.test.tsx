import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { ServiceCard } from "#core/content/city-page";
import { ServiceCards } from "./service-cards";

const cards: ServiceCard[] = [
  { title: "Same Day Delivery", description: "Today.", icon: "Clock", fragment: "" },
  { title: "Sympathy & Funeral", description: "For a service.", icon: "Flower", fragment: "sympathy" },
];

const formLinks = (html: string) => [...html.matchAll(/href="([^"]*#service)"/g)].map((match) => match[1]);

describe("ServiceCards", () => {
  it("sends the sympathy card's question to the service form of the page's own edition, with the town filled in", () => {
    const partner = { kind: "city", slug: "lexington" } as const;
    const render = (locale: "en" | "es" = "en") => renderToStaticMarkup(<ServiceCards title="t" subtitle="s" cards={cards} partner={partner} locale={locale} />);
    expect(formLinks(render())).toEqual(["/categories/sympathy-funeral/?town=lexington#service"]);
    expect(formLinks(render("es"))).toEqual(["/es/categorias/condolencias-y-funerales/?town=lexington#service"]);
  });
});
