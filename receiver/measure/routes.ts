import type { FastifyInstance, FastifyReply } from 'fastify';
import { audit } from '@/receiver/team/audit';
import type { TeamGate } from '@/receiver/team/gate';
import { deskFrame, type SectionContext } from '../desk/sections';
import { reportPeriod, reportQuerySchema } from '../pipeline/desk/report';
import { results, resultsCsv, resultsRows } from './results';
import { RESULTS_PATH, resultsPage } from './resultsPage';
import type { ViewCounter } from './viewCounter';

export interface ResultsContext extends SectionContext {
  gate: TeamGate;
  /** The beacons' counter: written before a page of results is read, so that it shows every count. */
  views?: ViewCounter;
}

const html = (reply: FastifyReply, status: number, page: string) =>
  reply.code(status).type('text/html; charset=utf-8').send(page);

/** The Results page and its CSV, in the desk's scope (a session of sales or admin). */
export async function resultsRoutes(app: FastifyInstance, desk: ResultsContext) {
  const { db, settings, now, gate, views } = desk;
  const load = async (query: unknown) => {
    const parsed = reportQuerySchema.safeParse(query);
    const asked = parsed.success ? parsed.data : { from: '', to: '' };
    const period = parsed.success ? reportPeriod(parsed.data, now()) : undefined;
    if (!period) return { asked };
    await views?.flush();
    const { counts, leads } = await resultsRows(db, period);
    return { period, figures: results(period, counts, leads, settings.conversions.currency) };
  };

  app.get(RESULTS_PATH, async (request, reply) => {
    const view = await load(request.query);
    return html(reply, view.period ? 200 : 400, resultsPage(deskFrame(gate, request), view));
  });

  app.get(`${RESULTS_PATH}.csv`, async (request, reply) => {
    const view = await load(request.query);
    if (!view.period || !view.figures) return html(reply, 400, resultsPage(deskFrame(gate, request), view));
    const session = request.teamSession!;
    await audit(
      db,
      {
        actor: session.account.email,
        accountId: session.account.id,
        action: 'export',
        detail: `results ${view.period.from}..${view.period.to}`,
        address: gate.addressOf(request),
      },
      now(),
    );
    return reply
      .type('text/csv; charset=utf-8')
      .header(
        'Content-Disposition',
        `attachment; filename="results-${view.period.from}-${view.period.to}.csv"`,
      )
      .send(resultsCsv(view.period, view.figures));
  });
}
