/** Browser tests use Debian's Chromium (Playwright cannot download its own browser here). */
import { accessSync, constants } from 'node:fs';

const executable = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
try {
  accessSync(executable, constants.X_OK);
} catch {
  console.error(
    `Chromium was not found at ${executable}. Install it with: sudo apt-get install -y chromium ` +
      '(or set CHROMIUM_PATH to a Chromium executable).',
  );
  process.exit(1);
}
