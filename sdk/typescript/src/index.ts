// Clowder's TypeScript SDK: the client @hey-api/openapi-ts generates from the service's spec
// (every operation and type, re-exported here), typed stream readers, a bot runner and per-kind types.
export * from './generated/sdk.gen.js';
export type * from './generated/types.gen.js';
export { createClient, type Client } from './generated/client/index.js';
export * from './kinds.js';
export { ProblemError, checked } from './problems.js';
export { BotRunner, type PlayOptions } from './runner.js';
export { Clowder, Player } from './service.js';
export { SseParser, type ServerSentEvent } from './sse.js';
export { EventStream, decisionMessage, gameMessage, type EventStreamOptions } from './streams.js';
export { DEFAULT_RETRY, Pacer, parseRateLimit, resilientFetch, retryAfterMs, type RetryPolicy, type TransportOptions } from './transport.js';
