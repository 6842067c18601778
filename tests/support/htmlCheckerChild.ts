/**
 * A process that keeps the HTML checker running as the studio does, and prints its address once it
 * answers: tests/unit/checks.test.ts kills it and sees the checker end with it.
 */
import { startHtmlCheckerService } from '@/lib/server/exportChecks/htmlService';

const service = startHtmlCheckerService();
void service.ready.then((origin) => console.log(origin ?? 'none'));
// Lives until it is killed.
setInterval(() => undefined, 60_000);
