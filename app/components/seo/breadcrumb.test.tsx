import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Breadcrumb } from "./breadcrumb";

describe("Breadcrumb", () => {
  it("names itself in the locale the page passes, whatever its items' paths", () => {
    const items = [{ label: "Inicio", path: "/es/" }, { label: "Omaha" }];
    expect(renderToStaticMarkup(<Breadcrumb items={items} locale="es" />)).toContain('aria-label="Ruta de navegación"');
    expect(renderToStaticMarkup(<Breadcrumb items={items} locale="en" />)).toContain('aria-label="Breadcrumb"');
    // A trail with no link to start from still has its edition's name.
    expect(renderToStaticMarkup(<Breadcrumb items={[{ label: "Ciudades" }]} locale="es" />)).toContain('aria-label="Ruta de navegación"');
  });

  it("links every item but the last, which is the current page", () => {
    const html = renderToStaticMarkup(<Breadcrumb items={[{ label: "Home", path: "/" }, { label: "Cities" }]} locale="en" />);
    expect(html).toContain('<a href="/"');
    expect(html).toContain('<span aria-current="page" class="font-medium text-foreground">Cities</span>');
  });
});
