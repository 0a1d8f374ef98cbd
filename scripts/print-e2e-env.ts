// Prints the e2e environment as shell assignments, for scripts/test-all.sh.
import { e2eEnv } from "../tests/e2e/env";

for (const [key, value] of Object.entries(e2eEnv)) console.log(`${key}=${JSON.stringify(value)}`);
