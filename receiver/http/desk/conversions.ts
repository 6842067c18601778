import type { FastifyInstance } from 'fastify';
import { INBOX_PATH } from '@/lib/model/sharedPaths';
import { audit } from '@/receiver/team/audit';
import { conversionLeads } from '../../leads/conversionLeads';
import { conversionsCsv } from '../../leads/conversions';
import type { DeskContext } from './context';

/** The Google Ads offline conversions file, as the command line writes it; its download is audited. */
export async function conversionRoutes(app: FastifyInstance, desk: DeskContext) {
  const { db, settings, gate, now } = desk;
  app.get(`${INBOX_PATH}/conversions.csv`, async (request, reply) => {
    const session = request.teamSession!;
    const { csv, rows, tooOld, withoutConsent } = conversionsCsv(
      await conversionLeads(db, settings.conversions.currency),
      {
        now: now(),
        bookedName: settings.conversions.bookedName,
        qualifiedName: settings.conversions.qualifiedName,
        defaultCurrency: settings.conversions.currency,
      },
    );
    await audit(
      db,
      {
        actor: session.account.email,
        accountId: session.account.id,
        action: 'conversions',
        detail: `${rows} rows, ${tooOld} too old, ${withoutConsent} without consent`,
        address: gate.addressOf(request),
      },
      now(),
    );
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', 'attachment; filename="google-ads-conversions.csv"')
      .header('X-Conversions-Too-Old', String(tooOld))
      .header('X-Conversions-Without-Consent', String(withoutConsent))
      .send(csv);
  });
}
