// Every request the SDK sends: paced to the server's announced budgets, and retried when that is safe.
// The same behaviour as the Python SDK's transport (and the project's own client):
//
// * Pacing: each answer's `RateLimit` header (`"writes-per-token";r=299;t=60, ...`) says what each
//   budget has left (`r`) and in how many seconds its window turns (`t`). A request that would
//   overspend a budget it was last charged to waits for the window instead of meeting a 429.
//   A budget named `...-per-token` is counted per token; any other is shared by the process.
// * Retries: a refused or dropped connection and 429/502/503/504 (after `Retry-After` when the
//   server gives one) are retried with capped exponential backoff and full jitter, when a retry
//   is harmless: a read, or a POST carrying an `Idempotency-Key`. The retry is a clone of the
//   same request, so it carries the same key: a command recorded before the connection dropped
//   is answered from its record, not played twice. A 429 or 503 means the server did nothing,
//   so it is retried whatever the method.
// * A keyed POST that meets a 409 after a retry may have met its own first attempt, still being
//   committed: it is sent once more, and the record answers.

export interface RetryPolicy {
  /** Give up once this long has passed since the first attempt (a wait the server asked for is still waited out). */
  giveUpAfterMs: number;
  /** The first backoff's cap; each later cap doubles, up to `maxDelayMs`. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** Never wait longer than this for a `Retry-After` (one rate window). */
  maxRetryAfterMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = {
  giveUpAfterMs: 60_000,
  firstDelayMs: 100,
  maxDelayMs: 5_000,
  maxRetryAfterMs: 60_000,
};

const RETRY_STATUSES = new Set([429, 502, 503, 504]);
const HARMLESS_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);
/** Sent a little after a window's announced start, so the server's window has surely turned. */
const MARGIN_MS = 250;

export const sleep = (ms: number, signal?: AbortSignal): Promise<void> =>
  new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    }, { once: true });
  });

/** `RateLimit` as (budget, remaining, seconds to reset); items without both `r` and `t` are skipped. */
export function parseRateLimit(value: string): Array<{ name: string; remaining: number; resetSeconds: number }> {
  const items: Array<{ name: string; remaining: number; resetSeconds: number }> = [];
  for (const match of value.matchAll(/"([^"]+)"((?:\s*;\s*[a-z]+=\d+)*)/g)) {
    const params = new Map(Array.from((match[2] ?? '').matchAll(/([a-z]+)=(\d+)/g), (p) => [p[1], Number(p[2])]));
    const remaining = params.get('r');
    const resetSeconds = params.get('t');
    if (match[1] !== undefined && remaining !== undefined && resetSeconds !== undefined) {
      items.push({ name: match[1], remaining, resetSeconds });
    }
  }
  return items;
}

/** `Retry-After` in milliseconds: delta-seconds or an HTTP date. */
export function retryAfterMs(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const when = Date.parse(value);
  return Number.isNaN(when) ? undefined : Math.max(0, when - now);
}

/** What the last answers said of each budget, and the requests counted against them since. */
export class Pacer {
  private budgets = new Map<string, { remaining: number; resetsAt: number }>();
  private chargedTo = new Map<string, string[]>();
  /** Milliseconds spent holding requests back. */
  waitedMs = 0;

  async before(request: Request): Promise<void> {
    const keys = this.chargedTo.get(classOf(request)) ?? [];
    for (;;) {
      const now = Date.now();
      const live = keys.flatMap((key) => {
        const budget = this.budgets.get(key);
        return budget !== undefined && budget.resetsAt > now ? [budget] : [];
      });
      const spent = live.filter((budget) => budget.remaining <= 0);
      if (spent.length === 0) {
        for (const budget of live) budget.remaining -= 1;
        return;
      }
      const pause = Math.max(...spent.map((budget) => budget.resetsAt)) - now;
      this.waitedMs += pause;
      await sleep(pause, request.signal);
    }
  }

  learn(request: Request, response: Response): void {
    const header = response.headers.get('ratelimit');
    if (!header) return;
    const token = request.headers.get('authorization') ?? '';
    const now = Date.now();
    const keys: string[] = [];
    for (const { name, remaining, resetSeconds } of parseRateLimit(header)) {
      const key = name.endsWith('-per-token') ? `${name} ${token}` : name;
      keys.push(key);
      const resetsAt = now + resetSeconds * 1000 + MARGIN_MS;
      const known = this.budgets.get(key);
      if (known === undefined || known.resetsAt <= now || resetsAt > known.resetsAt + 1000) {
        this.budgets.set(key, { remaining, resetsAt }); // first news, or a new window
      } else {
        known.remaining = Math.min(known.remaining, remaining); // the same window: the lowest count is the latest
      }
    }
    this.chargedTo.set(classOf(request), keys);
  }
}

/** The kind of request (registering, a write, a read) and its token: what a budget is charged by. */
function classOf(request: Request): string {
  const path = new URL(request.url).pathname.replace(/\/$/, '');
  const write = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(request.method);
  const kind = request.method === 'POST' && path === '/players' ? 'register' : write ? 'write' : 'read';
  return `${kind} ${request.headers.get('authorization') ?? ''}`;
}

export interface TransportOptions {
  retry?: Partial<RetryPolicy>;
  /** The fetch underneath (default: the global one). */
  fetch?: typeof fetch;
  /** Told the reason of each resend (a status or an error's name). */
  onRetry?: (reason: string) => void;
  pacer?: Pacer;
}

/** A `fetch` that paces and retries as above: give it to the generated client (`createClient({ fetch })`). */
export function resilientFetch(options: TransportOptions = {}): typeof fetch {
  const policy: RetryPolicy = { ...DEFAULT_RETRY, ...options.retry };
  const inner = options.fetch ?? globalThis.fetch;
  const pacer = options.pacer ?? new Pacer();
  const send = async (request: Request): Promise<Response> => {
    await pacer.before(request);
    const response = await inner(request);
    pacer.learn(request, response);
    return response;
  };

  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const original = new Request(input, init);
    const keyed = original.headers.has('idempotency-key');
    const harmless = HARMLESS_METHODS.has(original.method) || keyed;
    const started = Date.now();
    for (let attempt = 1; ; attempt++) {
      let response: Response | undefined;
      let failure: unknown;
      try {
        response = await send(original.clone());
      } catch (error) {
        if (original.signal.aborted) throw error;
        failure = error;
      }
      const elapsed = Date.now() - started;
      const backoff = Math.random() * Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** (attempt - 1));
      if (response !== undefined && !RETRY_STATUSES.has(response.status)) {
        if (attempt > 1 && keyed && response.status === 409) {
          await response.body?.cancel();
          options.onRetry?.('conflict-after-retry');
          return send(original.clone());
        }
        return response;
      }
      if (response !== undefined) {
        const asked = retryAfterMs(response.headers.get('retry-after'));
        const mayRetry = harmless || response.status === 429 || response.status === 503;
        const tooLong = asked !== undefined && asked > policy.maxRetryAfterMs;
        const late = asked === undefined ? elapsed + backoff >= policy.giveUpAfterMs : elapsed >= policy.giveUpAfterMs;
        if (!mayRetry || tooLong || late) return response;
        await response.body?.cancel();
        options.onRetry?.(String(response.status));
        await sleep(Math.max(backoff, asked ?? 0), original.signal);
        continue;
      }
      if (!(harmless || neverSent(failure)) || elapsed + backoff >= policy.giveUpAfterMs) throw failure;
      options.onRetry?.(failure instanceof Error ? failure.name : 'error');
      await sleep(backoff, original.signal);
    }
  };
}

/** Whether a failed fetch surely never reached the server (the connection was refused). */
function neverSent(error: unknown): boolean {
  const cause = error instanceof Error ? (error.cause as { code?: string } | undefined) : undefined;
  return cause?.code === 'ECONNREFUSED';
}
