import { test as base, type APIRequestContext, type APIResponse } from '@playwright/test';
import { sendAgainAfterHiccup } from '@/lib/editor/client/devServerHiccup';

export { expect } from '@playwright/test';

const SENDING_METHODS = new Set(['get', 'post', 'put', 'patch', 'delete', 'head', 'fetch']);

/**
 * The API requests of a test, sent once more after a 500 of `next dev` itself, as the editor's own
 * client does (lib/editor/client/devServerHiccup.ts): a failure of the dev API, which answers JSON with an
 * `error`, still fails the test at once.
 */
function sendingAgainAfterHiccups(request: APIRequestContext): APIRequestContext {
  return new Proxy(request, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof property !== 'string' || !SENDING_METHODS.has(property) || typeof value !== 'function')
        return value;
      return (...args: unknown[]) =>
        sendAgainAfterHiccup(
          () => (value as (...a: unknown[]) => Promise<APIResponse>).apply(target, args),
          async (response) => ({ status: response.status(), body: await response.text() }),
        );
    },
  });
}

/** Playwright's `test`, whose `request` sends again after a hiccup of `next dev`. */
export const test = base.extend({
  // Playwright's fixture callback, named `provide` so that it does not read as a React hook.
  request: async ({ request }, provide) => {
    await provide(sendingAgainAfterHiccups(request));
  },
});
