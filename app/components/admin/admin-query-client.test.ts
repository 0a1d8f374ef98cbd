import { describe, expect, it } from "vitest";
import { AdminUnauthorizedError } from "./admin-api";
import { adminErrorText, createAdminQueryClient } from "./admin-query-client";

describe("the admin query client", () => {
  it("sends a refused token from any query to sign-in, once, without retrying", async () => {
    let refused = 0;
    let asked = 0;
    const client = createAdminQueryClient(() => (refused += 1));
    const load = () => {
      asked += 1;
      return Promise.reject(new AdminUnauthorizedError());
    };
    await expect(client.fetchQuery({ queryKey: ["admin", "cache"], queryFn: load })).rejects.toBeInstanceOf(AdminUnauthorizedError);
    expect([refused, asked]).toEqual([1, 1]);
  });

  it("leaves other failures to the panel that asked", async () => {
    let refused = 0;
    const client = createAdminQueryClient(() => (refused += 1));
    await expect(client.fetchQuery({ queryKey: ["admin", "partner"], queryFn: () => Promise.reject(new Error("The server answered 500")) })).rejects.toThrow("500");
    expect(refused).toBe(0);
  });

  it("shows an error's text unless it is being asked again or is a refused token", () => {
    expect(adminErrorText({ error: new Error("The server answered 500"), isFetching: false })).toBe("The server answered 500");
    expect(adminErrorText({ error: new Error("The server answered 500"), isFetching: true })).toBeUndefined();
    expect(adminErrorText({ error: new AdminUnauthorizedError(), isFetching: false })).toBeUndefined();
    expect(adminErrorText({ error: null, isFetching: false })).toBeUndefined();
  });
});
