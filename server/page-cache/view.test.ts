import { describe, expect, it } from "vitest";
import { cacheRowSchema } from "#core/admin/cache-rows";
import { toRowView } from "./view";

const now = new Date("2026-11-21T12:00:00Z");
const base = { url: "https://partner.test/a", refresh_lock_id: null, hit_count: 3, last_hit_at: null, last_error: null };

describe("toRowView", () => {
  it("answers the shape the admin page parses, for a stored row", () => {
    const time = now.getTime();
    const view = toRowView(
      { ...base, fetched_at: time - 1_000, expires_at: time + 1_000, acceptable_until: time + 2_000, refresh_lock_until: null, body_length: 42 },
      now,
    );
    expect(cacheRowSchema.parse(view)).toEqual(view);
    expect(view).toMatchObject({ status: "fresh", locked: false, bodyLength: 42, fetchedAt: new Date(time - 1_000).toISOString() });
  });

  it("shows a lock-only row as empty and locked", () => {
    const view = toRowView(
      { ...base, fetched_at: null, expires_at: null, acceptable_until: null, refresh_lock_until: now.getTime() + 60_000, body_length: null },
      now,
    );
    expect(cacheRowSchema.parse(view)).toEqual(view);
    expect(view).toMatchObject({ status: "empty", locked: true, fetchedAt: null });
  });
});
