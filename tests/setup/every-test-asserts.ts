import { beforeEach, expect } from "vitest";

// A test that checks nothing cannot fail, so it proves nothing: each one must assert at least once.
beforeEach(() => {
  expect.hasAssertions();
});
