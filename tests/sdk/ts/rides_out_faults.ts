// The TypeScript runner through two faults put between it and the service: the first command's
// answer is lost after the service recorded it, and the decisions stream is cut after one message,
// three times. Run by tests/sdk/test_typescript_sdk.py:  node rides_out_faults.js URL
import { Clowder, type Command, type SeatView } from '@clowder/sdk';

declare const process: { argv: string[]; exit(code: number): never };

const keys: Array<string | null> = [];
const replayed: boolean[] = [];
const lastEventIds: Array<string | null> = [];
let cuts = 3;
let lostKey: string | null | undefined;

/** Passes the body through until a whole message has gone, then fails as a dropped connection does. */
function cutAfterOneMessage(body: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  let seen = '';
  return new ReadableStream({
    async pull(controller) {
      if (/\r?\n\r?\n/.test(seen)) {
        await reader.cancel();
        controller.error(new TypeError('terminated'));
        return;
      }
      const { done, value } = await reader.read();
      if (done) return controller.close();
      seen += new TextDecoder().decode(value);
      controller.enqueue(value);
    },
  });
}

async function faulty(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = new Request(input, init);
  const path = new URL(request.url).pathname;
  const response = await fetch(request);
  if (path.endsWith('/commands')) {
    const key = request.headers.get('idempotency-key');
    if (lostKey === undefined && response.ok) {
      keys.push(key);
      lostKey = key;
      await response.body?.cancel();
      throw new TypeError('fetch failed'); // the service has recorded it; its answer is lost
    }
    const body = await response.text();
    // The answers after the loss that the service gave (a busy machine may answer a 503 first).
    if (lostKey !== undefined && response.ok && replayed.length === 0) {
      keys.push(key);
      replayed.push(Boolean(JSON.parse(body).replayed));
    }
    return new Response(body, { status: response.status, headers: response.headers });
  }
  if (path === '/players/me/decisions') {
    lastEventIds.push(request.headers.get('last-event-id'));
    if (cuts > 0 && response.body !== null) {
      cuts -= 1;
      return new Response(cutAfterOneMessage(response.body), { status: response.status, headers: response.headers });
    }
  }
  return response;
}

async function main(): Promise<void> {
  const service = new Clowder(process.argv[2] ?? '', { fetch: faulty });
  const me = await service.register('ts-sdk-faults');
  const game = await me.createGame({ kind: 'kinoko-kombat', seats: 2, join: true });
  await me.seatBot(game.game_id, 'random');
  await me.start(game.game_id);
  const runner = me.runner((view: SeatView): Command => view.legal_commands[0] as Command);
  const ended = (await runner.play({ games: [game.game_id] })).get(game.game_id);
  const playerId = await me.playerId();
  console.log(JSON.stringify({ gameId: game.game_id, playerId, outcome: ended?.outcome, commands: runner.commands, keys, replayed, lastEventIds }));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
