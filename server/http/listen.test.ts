import { describe, expect, it } from "vitest";
import { listeningLine } from "./listen";

describe("listeningLine", () => {
  it("says a wildcard bind listens on every interface, with the address that reaches it here", () => {
    expect(listeningLine("0.0.0.0", 3000)).toBe("listening on every interface, port 3000 (on this machine: http://localhost:3000/); Ctrl+C stops it");
    expect(listeningLine("::", 8080)).toContain("every interface, port 8080");
  });

  it("names one address as the address", () => {
    expect(listeningLine("127.0.0.1", 3100)).toBe("listening on http://127.0.0.1:3100/ only; Ctrl+C stops it");
    expect(listeningLine("::1", 3100)).toBe("listening on http://[::1]:3100/ only; Ctrl+C stops it");
  });
});
