// The SDK's parts that need no service: the event-stream parser however the text is cut into
// chunks, and the pacer that reads `RateLimit`. Run by tests/sdk/test_typescript_sdk.py; exits 1
// naming the first check that fails.
import { Pacer, SseParser, parseRateLimit, retryAfterMs } from '@clowder/sdk';

declare const process: { exit(code: number): never };

function check(ok: boolean, what: string): void {
  if (!ok) {
    console.error(`failed: ${what}`);
    process.exit(1);
  }
}

const stream =
  ': keepalive\r\n\r\nevent: decision\r\nid: 17\r\ndata: {"a":\r\ndata: 1}\r\n\r\nid: 18\n\nevent: game_ended\rid: 19\rdata: {}\r\r';
const whole = new SseParser().push(stream);
check(JSON.stringify(whole) === JSON.stringify([
  { event: 'decision', data: '{"a":\n1}', id: '17' },
  { event: 'game_ended', data: '{}', id: '19' },
]), `the events of a whole stream: ${JSON.stringify(whole)}`);
for (let cut = 1; cut < stream.length; cut++) {
  for (const size of [1, 3, cut]) {
    const parser = new SseParser();
    const events = [];
    for (let at = 0; at < stream.length; at += size) events.push(...parser.push(stream.slice(at, at + size)));
    check(JSON.stringify(events) === JSON.stringify(whole), `the same events in chunks of ${size}`);
  }
}

check(
  JSON.stringify(parseRateLimit('"writes-per-token";r=299;t=60, "writes-per-address";r=1199;t=60, "x";q=5')) ===
    JSON.stringify([
      { name: 'writes-per-token', remaining: 299, resetSeconds: 60 },
      { name: 'writes-per-address', remaining: 1199, resetSeconds: 60 },
    ]),
  'RateLimit items, one without r and t skipped',
);
check(retryAfterMs('3') === 3000 && retryAfterMs(null) === undefined, 'Retry-After in seconds');

// A budget announced as spent holds the next request of its kind back until its window turns.
const pacer = new Pacer();
const request = new Request('http://clowder.test/games/g/commands', { method: 'POST', headers: { Authorization: 'Bearer t' } });
pacer.learn(request, new Response('{}', { headers: { RateLimit: '"writes-per-token";r=0;t=1' } }));
await pacer.before(new Request('http://clowder.test/games/g/view', { headers: { Authorization: 'Bearer t' } }));
check(pacer.waitedMs === 0, 'a read is not held back by a spent write budget');
await pacer.before(request);
check(pacer.waitedMs > 0, 'a write waits for its spent budget to turn');
console.log(JSON.stringify({ ok: true, waitedMs: pacer.waitedMs }));
