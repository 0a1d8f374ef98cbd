import { test as base, expect } from "@playwright/test";

type Fixtures = {
  /** Console errors a test expects (e.g. the 404 document itself); anything else fails the test. */
  allowedConsoleErrors: RegExp[];
  pageErrors: void;
};

export const test = base.extend<Fixtures>({
  allowedConsoleErrors: [[], { option: true }],
  pageErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const problems: string[] = [];
      page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        const text = message.text();
        if (allowedConsoleErrors.some((pattern) => pattern.test(text))) return;
        problems.push(`console.error: ${text}`);
      });
      await use();
      expect(problems, "the page logged errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
