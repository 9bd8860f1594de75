// A complete Clowder bot on @clowder/sdk: a strategy per game kind, run by the SDK's bot runner.
//
//   (cd ../../sdk/typescript && npm ci && npm run build)   # the SDK, generated from the spec
//   npm ci && npm run build
//   node dist/bot.js --url http://localhost:8000 --kind kombat-kittens --games 3
//
// It registers a player (or uses CLOWDER_TOKEN), and for each game creates a table, seats a
// built-in bot (--opponent) in the other seats and starts it; the runner answers every decision
// from GET /players/me/decisions with one command and stops at the game's `game_ended`. With
// --listen it creates nothing and plays whatever games it is seated in (a tournament's, a
// quick-play match) until stopped.
import { byKind, Clowder, command, type CommandOf, type GameKind, type Player, type ViewOf } from '@clowder/sdk';

// Node's own globals, declared here rather than installing @types/node for three of them.
declare const process: { argv: string[]; env: Record<string, string | undefined>; exit(code: number): never };

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? (process.argv[at + 1] ?? fallback) : fallback;
}

function pick<T>(items: T[]): T {
  const item = items[Math.floor(Math.random() * items.length)];
  if (item === undefined) throw new Error('a decision without a legal command');
  return item;
}

/** Play the highest card you may (a drawn card is one more to get rid of), else what is left. */
function feedTheKitten(view: ViewOf<'feed-the-kitten'>): CommandOf<'feed-the-kitten'> {
  const plays = view.legal_commands.flatMap((c) => (c.type === 'play_card' ? [c.card] : []));
  if (plays.length > 0) return command('feed-the-kitten', 'play_card', { card: Math.max(...plays) });
  return pick(view.legal_commands);
}

/** Never forfeit when anything else is allowed. */
function kombatKittens(view: ViewOf<'kombat-kittens'>): CommandOf<'kombat-kittens'> {
  const others = view.legal_commands.filter((c) => c.type !== 'forfeit');
  return pick(others.length > 0 ? others : view.legal_commands);
}

/** One typed function per kind: each sees its kind's view and may answer only with its kind's commands. */
const strategy = byKind({
  'feed-the-kitten': feedTheKitten,
  'kombat-kittens': kombatKittens,
  'trending-kittens': (view) => pick(view.legal_commands), // your rules here
  'kinoko-kombat': (view) => pick(view.legal_commands),
});

async function newGame(me: Player, kind: GameKind, seats: number, opponent: 'heuristic' | 'random'): Promise<string> {
  const game = await me.createGame({ kind, seats, join: true });
  for (let seat = 1; seat < seats; seat++) await me.seatBot(game.game_id, opponent);
  await me.start(game.game_id);
  return game.game_id;
}

async function main(): Promise<void> {
  const service = new Clowder(option('url', process.env.CLOWDER_URL ?? 'http://localhost:8000'));
  const token = process.env.CLOWDER_TOKEN;
  const me = token ? service.player(token) : await service.register(option('name', 'example-typescript-bot'));
  const runner = me.runner(strategy);
  if (process.argv.includes('--listen')) await runner.play(); // every game it sits in, until stopped
  const kind = option('kind', 'feed-the-kitten') as GameKind;
  const opponent = option('opponent', 'heuristic') === 'random' ? 'random' : 'heuristic';
  for (let number = 1; number <= Number(option('games', '1')); number++) {
    const gameId = await newGame(me, kind, Number(option('seats', '2')), opponent);
    console.log(`game ${number}: ${gameId} (${kind})`);
    const ended = (await runner.play({ games: [gameId] })).get(gameId);
    const won = ended?.outcome?.winners.includes(ended.seat ?? -1) ?? false;
    console.log(`game ${gameId} over: ${won ? 'won' : 'lost'}: ${JSON.stringify(ended?.outcome)}`);
  }
  console.log(`${runner.commands} commands, ${runner.conflicts} answered 409 (another seat moved first)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
