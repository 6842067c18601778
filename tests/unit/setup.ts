import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// What a component loads on demand (the footer, the mobile menu) can take seconds to arrive while
// the builds and the browser suites share the machine with these tests (npm test): findBy and
// waitFor wait up to 15 s for it, not the library's 1 s.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => cleanup());
