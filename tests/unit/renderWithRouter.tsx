import { render } from '@testing-library/react';
import mitt from 'next/dist/shared/lib/mitt';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import type { NextRouter } from 'next/router';
import type { ReactElement } from 'react';
import { vi } from 'vitest';

/** A router for components that read the current path or listen to route events. */
export function createRouter(asPath = '/'): NextRouter {
  return {
    asPath,
    pathname: '/[[...slug]]',
    route: '/[[...slug]]',
    query: {},
    basePath: '',
    isLocaleDomain: false,
    isReady: true,
    isPreview: false,
    isFallback: false,
    events: mitt(),
    push: vi.fn(async () => true),
    replace: vi.fn(async () => true),
    reload: vi.fn(),
    back: vi.fn(),
    forward: vi.fn(),
    prefetch: vi.fn(async () => undefined),
    beforePopState: vi.fn(),
  };
}

export function renderWithRouter(ui: ReactElement, router: NextRouter = createRouter()) {
  return { router, ...render(<RouterContext.Provider value={router}>{ui}</RouterContext.Provider>) };
}
