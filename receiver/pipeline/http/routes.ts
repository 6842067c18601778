import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod';
import { INBOX_PATH } from '@/lib/model/sharedPaths';
import type { TeamGate } from '@/receiver/team/gate';
import { audit } from '@/receiver/team/audit';
import { deskFrame, type DeskFrame, type SectionContext } from '../../desk/sections';
import { boardColumns, boardData } from '../desk/board';
import { mergeLeads } from '../desk/merge';
import { reportCsv, reportPeriod, reportQuerySchema, reportRows } from '../desk/report';
import { reportFigures } from '../desk/reportFigures';
import { BOARD_PATH, boardPage } from './boardPage';
import { REPORT_PATH, reportPage } from './reportPage';

/**
 * The pipeline's places on the desk, registered in the desk's scope (its gate: a session of sales
 * or admin, Origin and CSRF on the merge): the board, the report and its CSV, and the merge of
 * one person's two leads. The desk's routes hand their context over; nothing here imports them.
 */
export interface PipelineContext extends SectionContext {
  gate: TeamGate;
}

const leadParams = z.object({ id: z.uuid() });
const mergeBody = z.object({ other: z.uuid() });

const html = (reply: FastifyReply, status: number, page: string) =>
  reply.code(status).type('text/html; charset=utf-8').send(page);

export async function pipelineRoutes(app: FastifyInstance, desk: PipelineContext) {
  const { db, settings, now, gate } = desk;
  const frameOf = (request: FastifyRequest): DeskFrame => deskFrame(gate, request);
  const rules = () => ({
    now: now(),
    overdue: settings.overdue,
    defaultCurrency: settings.conversions.currency,
  });

  app.get(BOARD_PATH, async (request, reply) => {
    const at = rules();
    const { leads, offers, options } = await boardData(db, at.now);
    return html(
      reply,
      200,
      boardPage(frameOf(request), boardColumns(leads, offers, options, at), at.defaultCurrency),
    );
  });

  app.get(REPORT_PATH, async (request, reply) => {
    const query = reportQuerySchema.safeParse(request.query);
    const asked = query.success ? query.data : { from: '', to: '' };
    const period = query.success ? reportPeriod(query.data, now()) : undefined;
    if (!period) return html(reply, 400, reportPage(frameOf(request), { asked }));
    const { leads, offers } = await reportRows(db, period);
    return html(
      reply,
      200,
      reportPage(frameOf(request), { period, figures: reportFigures(leads, offers, rules()) }),
    );
  });

  app.get(`${REPORT_PATH}.csv`, async (request, reply) => {
    const query = reportQuerySchema.safeParse(request.query);
    const period = query.success ? reportPeriod(query.data, now()) : undefined;
    if (!period)
      return html(
        reply,
        400,
        reportPage(frameOf(request), { asked: query.success ? query.data : undefined }),
      );
    const { leads, offers } = await reportRows(db, period);
    const csv = reportCsv(period, reportFigures(leads, offers, rules()));
    const session = request.teamSession!;
    await audit(
      db,
      {
        actor: session.account.email,
        accountId: session.account.id,
        action: 'export',
        detail: `report ${period.from}..${period.to}`,
        address: gate.addressOf(request),
      },
      now(),
    );
    return reply
      .code(200)
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="report-${period.from}-${period.to}.csv"`)
      .send(csv);
  });

  app.post(`${INBOX_PATH}/leads/:id/merge`, async (request, reply) => {
    const params = leadParams.safeParse(request.params);
    const body = mergeBody.safeParse(request.body);
    if (!params.success) return reply.code(303).header('Location', INBOX_PATH).send();
    const back = (outcome: string) =>
      reply
        .code(303)
        .header('Location', `${INBOX_PATH}/leads/${params.data.id}?merge=${outcome}#same-title`)
        .send();
    if (!body.success) return back('not-found');
    const session = request.teamSession!;
    const done = await mergeLeads(
      db,
      params.data.id,
      body.data.other,
      { account: session.account, address: gate.addressOf(request) },
      now(),
    );
    return back(done);
  });
}
