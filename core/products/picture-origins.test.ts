import { describe, expect, it } from "vitest";
import { defaultPictureOrigins, originAllows, partnerDomainPattern } from "./picture-origins";
import { onOrigins } from "./safety";

describe("picture origins", () => {
  it("the partner's domain and its subdomains, by default, on the partner's scheme and port", () => {
    const origins = defaultPictureOrigins({ partnerOrigin: "https://www.floristone.com", apiOrigin: "https://www.floristone.com" });
    expect(origins).toEqual(["https://www.floristone.com", "https://*.floristone.com"]);
    expect(onOrigins("https://cdn.floristone.com/small/F1-1_t1.jpg", origins)).toBe("https://cdn.floristone.com/small/F1-1_t1.jpg");
    expect(onOrigins("https://floristone.com/large/F1-1_d1.jpg", origins)).toBeDefined();
    for (const refused of [
      "https://cdn.floristone.com.evil.example/x.jpg",
      "https://evilfloristone.com/x.jpg",
      "http://cdn.floristone.com/x.jpg",
      "https://cdn.floristone.com:8443/x.jpg",
      "https://user:pw@cdn.floristone.com/x.jpg",
      "ftp://cdn.floristone.com/x.jpg",
    ]) {
      expect(onOrigins(refused, origins), refused).toBeUndefined();
    }
  });

  it("the API's own origin, and the configured ones after the defaults", () => {
    const origins = defaultPictureOrigins({ partnerOrigin: "http://127.0.0.1:4100", apiOrigin: "http://localhost:4100", configured: ["https://img.example"] });
    expect(origins).toEqual(["http://127.0.0.1:4100", "http://localhost:4100", "https://img.example"]);
    expect(onOrigins("http://localhost:4100/large/F1-2_d1.jpg", origins)).toBeDefined();
    expect(onOrigins("http://localhost:4101/large/F1-2_d1.jpg", origins)).toBeUndefined();
  });

  it("an address or a one-word host has no subdomains to allow", () => {
    expect(partnerDomainPattern("http://127.0.0.1:4100")).toBeUndefined();
    expect(partnerDomainPattern("http://localhost:3000")).toBeUndefined();
    expect(partnerDomainPattern("http://[::1]:3000")).toBeUndefined();
    expect(partnerDomainPattern("https://partner.example:8443")).toBe("https://*.partner.example:8443");
    expect(originAllows(new URL("https://a.b.partner.example:8443/x"), "https://*.partner.example:8443")).toBe(true);
  });
});
