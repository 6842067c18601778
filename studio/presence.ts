/**
 * Who has which page open in the editor, from the editor's regular calls (every 15 s); someone
 * not heard from for 45 s has left. Kept in memory: it is about the last minute, not history.
 */
const GONE_AFTER_MS = 45_000;

interface Visit {
  name: string;
  pageName: string;
  at: number;
}

export class Presence {
  private readonly visits = new Map<string, Visit>();

  /** Notes that `accountId` has `pageName` open; answers the others who have it open too. */
  visit(accountId: string, name: string, pageName: string, now: Date): { name: string }[] {
    const at = now.getTime();
    this.visits.set(accountId, { name, pageName, at });
    const others: { name: string }[] = [];
    for (const [id, visit] of this.visits) {
      if (at - visit.at > GONE_AFTER_MS) this.visits.delete(id);
      else if (id !== accountId && visit.pageName === pageName) others.push({ name: visit.name });
    }
    return others.sort((a, b) => a.name.localeCompare(b.name));
  }
}
