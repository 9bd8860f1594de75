// A bot as a TypeScript author writes it with the client @hey-api/openapi-ts generates: it plays a
// game against a built-in bot from the decisions stream alone, stops at its `game_ended`, then
// replays the game from the game's stream. Every message is the generated type, narrowed by
// `type` (and `kind`); nothing is parsed by hand. Run by tests/contract_api/test_ts_client.py:
//   node plays_through_streams.js http://127.0.0.1:PORT
import { createClient } from './generated/client';
import {
  createGame,
  getHistory,
  getView,
  joinGame,
  registerPlayer,
  startGame,
  streamDecisions,
  streamGame,
  submitCommand,
} from './generated/sdk.gen';
import type { GameEnded, SeatView, SubmitCommand } from './generated/types.gen';

// Node's own globals, declared here rather than installing @types/node for two of them.
declare const process: { argv: string[]; exit(code: number): never };

const baseUrl = process.argv[2];

async function register(name: string, bot?: 'random' | 'heuristic'): Promise<string> {
  const anonymous = createClient({ baseUrl });
  const { data, error } = await registerPlayer({ client: anonymous, body: { name, bot } });
  if (!data) throw new Error(`register: ${JSON.stringify(error)}`);
  return data.token;
}

/** One of the view's legal commands (a draw where Feed the Kitten allows it), or null when none is owed. */
function chooseFrom(view: SeatView | undefined): SubmitCommand['command'] | null {
  if (view === undefined || !view.your_turn) return null;
  if (view.kind === 'feed-the-kitten') {
    const draw = view.legal_commands.find((command) => command.type === 'draw_card');
    return draw ?? view.legal_commands[0];
  }
  return view.legal_commands[0];
}

async function main(): Promise<void> {
  const me = createClient({ baseUrl, auth: await register('ts-bot') });
  const house = createClient({ baseUrl, auth: await register('ts-house', 'random') });
  const created = await createGame({ client: me, body: { kind: 'feed-the-kitten', seats: 2, join: true } });
  if (!created.data) throw new Error(`create: ${JSON.stringify(created.error)}`);
  const gameId = created.data.game_id;
  await joinGame({ client: house, path: { game_id: gameId } }); // no body: the first free seat
  await startGame({ client: me, path: { game_id: gameId } });

  const controller = new AbortController();
  const decisions = await streamDecisions({ client: me, signal: controller.signal, sseMaxRetryAttempts: 3 });
  let moves = 0;
  let deadlines = 0;
  let ended: GameEnded | undefined;
  for await (const message of decisions.stream) {
    if (message.type === 'game_ended') {
      if (message.game_id === gameId) {
        ended = message;
        break;
      }
      continue;
    }
    if (message.game_id !== gameId) continue;
    if (message.deadline !== null) deadlines += 1;
    // A decision announced while the game moved on has no view: read it.
    const view = message.view ?? (await getView({ client: me, path: { game_id: gameId } })).data;
    const command = chooseFrom(view);
    if (command === null) continue;
    const answer = await submitCommand({
      client: me,
      path: { game_id: gameId },
      body: { command, expected_version: view?.version },
    });
    if (answer.data) moves += 1;
  }
  controller.abort();
  if (ended === undefined) throw new Error('the decisions stream never said the game ended');

  let views = 0;
  let events = 0;
  const replay = await streamGame({ client: me, path: { game_id: gameId }, query: { from_version: 1 } });
  for await (const message of replay.stream) {
    if (message.type === 'view') {
      views += 1;
      if (message.kind !== 'feed-the-kitten') throw new Error(`a view of kind ${message.kind}`);
    } else {
      events += 1;
      if (message.version !== events) throw new Error(`event ${message.version} after ${events - 1}`);
    }
  }
  const history = await getHistory({ client: me, path: { game_id: gameId } });
  const recorded = history.data?.events.length ?? -1;
  console.log(JSON.stringify({ gameId, moves, deadlines, outcome: ended.outcome, views, events, recorded }));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
