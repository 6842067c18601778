import { vi } from 'vitest';

export type Route = { status?: number; body?: unknown } | Error;

/**
 * Stands in for the static file server: answers fetch() from a table of URL -> response, records
 * every request, and answers 404 for anything not in the table.
 */
export function stubFetch(routes: Record<string, Route>) {
  const calls: { url: string; init?: RequestInit }[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    calls.push({ url, init });
    const route = routes[url];
    if (route instanceof Error) throw route;
    if (!route) return new Response('Not found', { status: 404 });
    return new Response(JSON.stringify(route.body ?? {}), {
      status: route.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return { calls, spy };
}
