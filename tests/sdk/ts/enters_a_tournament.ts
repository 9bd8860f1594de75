// SDK bots as tournament entrants: each registers, enters the tournament itself with its own token,
// then its runner plays its games until `count` of them have ended. Run by tests/sdk/test_tournament.py:
//   node enters_a_tournament.js http://127.0.0.1:PORT TOURNAMENT_ID BOTS GAMES_EACH
// It prints one line when every bot has entered, and a JSON report when every bot is done.
import { Clowder, type Command, type SeatView } from '@clowder/sdk';

declare const process: { argv: string[]; exit(code: number): never };

/** Prefer a play to a draw (Feed the Kitten), else the first legal command. */
function choose(view: SeatView): Command {
  const legal: Command[] = view.legal_commands;
  const chosen = legal.find((command) => command.type === 'play_card') ?? legal[0];
  if (chosen === undefined) throw new Error('a decision without a legal command');
  return chosen;
}

async function main(): Promise<void> {
  const [, , baseUrl, tournamentId, bots, gamesEach] = process.argv;
  if (baseUrl === undefined || tournamentId === undefined) throw new Error('usage: URL TOURNAMENT BOTS GAMES_EACH');
  const service = new Clowder(baseUrl);
  const players = [];
  for (let n = 0; n < Number(bots); n++) {
    const bot = await service.register(`ts-entrant-${n}`);
    await bot.enter(tournamentId); // no body: itself, with its own token
    players.push(bot);
  }
  console.log(`entered ${players.length}`);
  const played = await Promise.all(
    players.map(async (player) => {
      const runner = player.runner(choose);
      const ended = await runner.play({ count: Number(gamesEach) });
      return { player: await player.playerId(), games: [...ended.keys()], commands: runner.commands };
    }),
  );
  console.log(JSON.stringify(played));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
