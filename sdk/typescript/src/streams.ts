// Both Server-Sent Events streams read as the generated types, resumed with `Last-Event-ID`.
//
// `for await (const message of player.decisions())` yields `Decision` and `GameEnded` messages
// (`DecisionStreamMessage`, narrowed by `type`); `player.gameStream(gameId)` the kind's stream
// views and events (`GameStreamMessage`, by `type` then `kind`). A dropped or closed connection
// is opened again after a jittered backoff with the last `id` seen as `Last-Event-ID`, so the
// messages go on where they stopped (the decisions stream announces what is owed again, and the
// games that ended meanwhile). A message may come twice across a reconnection: treat them as
// idempotent (docs/api.md). A message of a type this SDK does not know (a newer server's) is skipped.
import type { DecisionStreamMessage, GameStreamMessage } from './generated/types.gen.js';
import { ProblemError, problemOf } from './problems.js';
import { SseParser } from './sse.js';
import { DEFAULT_RETRY, type RetryPolicy, sleep } from './transport.js';

/** Without a byte for this long (the server sends a comment after 15 s of silence) the connection is dead. */
export const READ_TIMEOUT_MS = 45_000;

const DECISION_TYPES = ['decision', 'game_ended'] as const satisfies ReadonlyArray<DecisionStreamMessage['type']>;
const GAME_TYPES = ['view', 'event'] as const satisfies ReadonlyArray<GameStreamMessage['type']>;
// Should the spec add a message type, these fail to compile until the lists above know it.
const everyDecisionType: [Exclude<DecisionStreamMessage['type'], (typeof DECISION_TYPES)[number]>] extends [never]
  ? true
  : false = true;
const everyGameType: [Exclude<GameStreamMessage['type'], (typeof GAME_TYPES)[number]>] extends [never] ? true : false =
  true;
void everyDecisionType;
void everyGameType;

function ofTypes<T>(types: readonly string[]): (data: unknown) => T | undefined {
  return (data) => {
    const type = typeof data === 'object' && data !== null ? (data as { type?: unknown }).type : undefined;
    return typeof type === 'string' && types.includes(type) ? (data as T) : undefined;
  };
}

export const decisionMessage = ofTypes<DecisionStreamMessage>(DECISION_TYPES);
export const gameMessage = ofTypes<GameStreamMessage>(GAME_TYPES);

export interface EventStreamOptions<T> {
  url: URL;
  headers: Record<string, string>;
  fetch: typeof fetch;
  parse: (data: unknown) => T | undefined;
  lastEventId?: string;
  /** When the server closes the stream after `last`: whether that is its end rather than a cut to resume. */
  done?: (last: T) => boolean;
  /** Awaited on each connection, before its first message is read. */
  onConnect?: () => Promise<void>;
  signal?: AbortSignal;
  retry?: RetryPolicy;
  readTimeoutMs?: number;
}

/** One SSE endpoint's messages as `T`, reconnecting with `Last-Event-ID` until it is done. */
export class EventStream<T> implements AsyncIterable<T> {
  lastEventId: string | undefined;
  /** Connections opened (the first and each reconnection). */
  connections = 0;

  constructor(private readonly options: EventStreamOptions<T>) {
    this.lastEventId = options.lastEventId;
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<T, void, undefined> {
    const { done = () => false, signal, retry = DEFAULT_RETRY } = this.options;
    let cuts = 0; // connections cut in a row without a message between them
    for (;;) {
      let last: T | undefined;
      try {
        for await (const message of this.connection()) {
          cuts = 0;
          last = message;
          yield message;
        }
        if (last !== undefined && done(last)) return;
      } catch (error) {
        if (error instanceof ProblemError || signal?.aborted) throw error;
        // Cut mid-stream (a reset, a read timeout): resume below.
      }
      cuts += 1;
      await sleep(Math.random() * Math.min(retry.maxDelayMs, retry.firstDelayMs * 2 ** cuts), signal);
    }
  }

  private async *connection(): AsyncGenerator<T, void, undefined> {
    const { url, headers, fetch, parse, onConnect, signal, readTimeoutMs = READ_TIMEOUT_MS } = this.options;
    const target = new URL(url);
    const sent: Record<string, string> = { ...headers, Accept: 'text/event-stream' };
    if (this.lastEventId !== undefined) {
      sent['Last-Event-ID'] = this.lastEventId;
      target.searchParams.delete('from_version'); // the id says where to go on from
    }
    const cut = new AbortController();
    const stop = () => cut.abort(signal?.reason);
    signal?.addEventListener('abort', stop, { once: true });
    let reader: ReadableStreamDefaultReader<string> | undefined;
    try {
      const response = await fetch(new Request(target, { headers: sent, signal: cut.signal }));
      if (response.status !== 200 || response.body === null) {
        throw new ProblemError(response.status, await problemOf(response));
      }
      this.connections += 1;
      await onConnect?.();
      reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      const parser = new SseParser(this.lastEventId);
      for (;;) {
        // The read timeout runs only while waiting on the server, not while the caller handles a message.
        const timer = setTimeout(() => cut.abort(new Error('read timeout')), readTimeoutMs);
        const chunk = await reader.read().finally(() => clearTimeout(timer));
        if (chunk.done) return;
        for (const event of parser.push(chunk.value)) {
          this.lastEventId = event.id;
          const message = parse(JSON.parse(event.data));
          if (message !== undefined) yield message;
        }
      }
    } finally {
      signal?.removeEventListener('abort', stop);
      // Cancelling the reader releases the connection; an abort alone may leave node's socket open.
      reader?.cancel().catch(() => undefined);
      cut.abort();
    }
  }
}
