// The TypeScript SDK's bot runner plays one game of each kind given to its end against a built-in
// bot, then replays each game from its stream. Run by tests/sdk/test_typescript_sdk.py:
//   node plays_every_kind.js http://127.0.0.1:PORT '["feed-the-kitten", ...]'
import { Clowder, type Command, type GameKind, type SeatView } from '@clowder/sdk';

declare const process: { argv: string[]; exit(code: number): never };

/** A seeded generator (mulberry32): the same seed, the same choices. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function playOne(service: Clowder, kind: GameKind, seed: number) {
  const me = await service.register(`ts-sdk-${kind}`);
  const game = await me.createGame({ kind, seats: 2, join: true });
  await me.seatBot(game.game_id, 'random');
  await me.start(game.game_id);
  const next = random(seed);
  const choose = (view: SeatView): Command => {
    const legal: Command[] = view.legal_commands;
    const chosen = legal[Math.floor(next() * legal.length)];
    if (chosen === undefined) throw new Error('a decision without a legal command');
    return chosen;
  };
  const runner = me.runner(choose);
  const ended = (await runner.play({ games: [game.game_id] })).get(game.game_id);
  if (ended === undefined) throw new Error(`${kind}: the runner stopped before the game ended`);

  let events = 0;
  let lastView: string | undefined;
  for await (const message of me.gameStream(game.game_id, { fromVersion: 1 })) {
    if (message.type === 'event') {
      events += 1;
      if (message.kind !== kind || message.version !== events) throw new Error(`${kind}: event ${message.version} after ${events - 1}`);
    } else {
      lastView = message.status;
    }
  }
  return { kind, gameId: game.game_id, commands: runner.commands, conflicts: runner.conflicts, outcome: ended.outcome, version: ended.version, events, lastView };
}

async function main(): Promise<void> {
  const [, , baseUrl, kinds] = process.argv;
  if (baseUrl === undefined || kinds === undefined) throw new Error('usage: plays_every_kind URL KINDS_JSON');
  const service = new Clowder(baseUrl);
  const played = await Promise.all((JSON.parse(kinds) as GameKind[]).map((kind, index) => playOne(service, kind, index + 1)));
  console.log(JSON.stringify(played));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
