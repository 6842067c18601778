/**
 * How many enquiries each network address sent in the last minutes, in this process: a burst
 * from one address is a spam signal. Only a key of the address (an IPv4 address or an IPv6 /64)
 * is held, for ten minutes, in memory: nothing of it is stored.
 */
/** More than a burst needs to be told apart: an address's older times are let go beyond this. */
const KEPT_PER_ADDRESS = 20;

export class RecentSenders {
  private readonly seen = new Map<string, number[]>();

  constructor(private readonly windowMs = 10 * 60_000) {}

  /** Counts this enquiry and answers how many others the address sent within the window (at most 20). */
  count(addressKey: string, now: number): number {
    const since = now - this.windowMs;
    const times = (this.seen.get(addressKey) ?? []).filter((time) => time > since);
    const others = times.length;
    times.push(now);
    // A busy address (a proxy, the bench) keeps a short list, so a count stays cheap.
    this.seen.set(addressKey, times.slice(-KEPT_PER_ADDRESS));
    if (this.seen.size > 10_000) this.forgetOld(since);
    return others;
  }

  private forgetOld(since: number) {
    for (const [key, times] of this.seen) if (times.every((time) => time <= since)) this.seen.delete(key);
  }
}
