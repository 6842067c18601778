/**
 * The part of autocannon (9.x, which ships no types) that the receiver's bench uses
 * (scripts/bench-receiver.ts): one run, its requests built one by one, its result.
 */
declare module 'autocannon' {
  namespace autocannon {
    /** What setupRequest gets and returns: the request about to be sent. */
    interface Request {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string | Buffer;
      /** Builds each request in turn (the context is the connection's, for onResponse). */
      setupRequest?: (request: Request, context: Record<string, unknown>) => Request | undefined;
      onResponse?: (
        status: number,
        body: string,
        context: Record<string, unknown>,
        headers: Record<string, string | string[]>,
      ) => void;
    }

    interface Options {
      url: string;
      connections?: number;
      /** Seconds. */
      duration?: number;
      pipelining?: number;
      /** Seconds a request may take before it counts as a timeout. */
      timeout?: number;
      requests?: Request[];
    }

    /** A histogram's summary; latency in milliseconds, requests per second. */
    interface Histogram {
      average: number;
      mean: number;
      stddev: number;
      min: number;
      max: number;
      p50: number;
      p90: number;
      p99: number;
      p99_9: number;
      total?: number;
      sent?: number;
    }

    interface Result {
      duration: number;
      errors: number;
      timeouts: number;
      non2xx: number;
      resets: number;
      mismatches: number;
      '2xx': number;
      '4xx': number;
      '5xx': number;
      latency: Histogram;
      requests: Histogram;
      throughput: Histogram;
    }
  }

  function autocannon(options: autocannon.Options): Promise<autocannon.Result>;
  export = autocannon;
}
