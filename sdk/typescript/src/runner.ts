// The bot runner: the decisions stream → your strategy → one command per decision. The same
// behaviour as the Python SDK's runner:
//
// * one connection, resumed with `Last-Event-ID` after a cut (`EventStream`);
// * each decision answered with one `POST /commands` carrying `expected_version` and an
//   `Idempotency-Key` that every resend reuses; requests paced to the `RateLimit` headers and
//   retried with backoff (`resilientFetch`);
// * a decision announced twice, or overtaken by its own command, is not played twice; after a
//   command whose answer says it is still your turn it acts at once; a 409 because another seat
//   moved first (several decide at once in Kombat Kittens) reads the game again and decides again
//   if the seat is still awaited;
// * it stops on each game's `game_ended`: after the games it was given, after `count` of its
//   games (a tournament entrant), or when its `signal` aborts.
import type { Decision, GameEnded, SeatView } from './generated/types.gen.js';
import type { Strategy } from './kinds.js';
import { ProblemError } from './problems.js';
import type { Player } from './service.js';

/** 409s that mean another seat (or a deadline) moved the game first. */
const MOVED_ON = new Set(['stale-version', 'not-your-turn', 'game-not-running']);

class AllEnded extends Error {}

export interface PlayOptions {
  /** Stop once each of these games has ended (default: play any game). */
  games?: Iterable<string>;
  /** Stop once this many of its games have ended. */
  count?: number;
  signal?: AbortSignal;
}

export class BotRunner {
  /** The `game_ended` message of each game seen to end, by game id. */
  readonly ended = new Map<string, GameEnded>();
  /** Commands the service accepted, and 409s met because the game had moved on. */
  commands = 0;
  conflicts = 0;
  /** The stream's last event id: a runner started again with it resumes there. */
  lastEventId: string | undefined;
  private readonly after = new Map<string, number>(); // per game, the version its last command reached

  constructor(
    readonly player: Player,
    private readonly strategy: Strategy,
  ) {}

  /** Answer decisions until the games given (or `count` of them) have ended; their `game_ended` messages. */
  async play(options: PlayOptions = {}): Promise<Map<string, GameEnded>> {
    const wanted = options.games === undefined ? undefined : new Set(options.games);
    const stream = this.player.decisions({
      lastEventId: this.lastEventId,
      signal: options.signal,
      onConnect: () => this.catchUp(wanted),
    });
    try {
      for await (const message of stream) {
        this.lastEventId = stream.lastEventId;
        if (wanted !== undefined && !wanted.has(message.game_id)) continue;
        if (message.type === 'game_ended') {
          this.ended.set(message.game_id, message);
          if (this.done(wanted, options.count)) break;
        } else {
          await this.decide(message);
        }
      }
    } catch (error) {
      if (!(error instanceof AllEnded)) throw error;
    }
    return this.ended;
  }

  private done(wanted: Set<string> | undefined, count: number | undefined): boolean {
    if (wanted !== undefined && [...wanted].every((game) => this.ended.has(game))) return true;
    return count !== undefined && this.ended.size >= count;
  }

  /** On each connection: a given game that ended while the runner was not listening counts as ended. */
  private async catchUp(wanted: Set<string> | undefined): Promise<void> {
    for (const gameId of wanted ?? []) {
      if (this.ended.has(gameId)) continue;
      const game = await this.player.game(gameId);
      if (game.status === 'open' || game.status === 'running') continue;
      const me = await this.player.playerId();
      this.ended.set(gameId, {
        type: 'game_ended',
        game_id: gameId,
        kind: game.kind,
        seat: game.seats.find((taken) => taken.player_id === me)?.seat ?? null,
        version: game.version,
        outcome: game.outcome,
        aborted: game.aborted,
      });
    }
    if (wanted !== undefined && this.done(wanted, undefined)) throw new AllEnded();
  }

  private async decide(decision: Decision): Promise<void> {
    const gameId = decision.game_id;
    if (decision.version < (this.after.get(gameId) ?? 0)) return; // announced before our own command moved it on
    // Announced while the game moved on: read it as it is now.
    let view: SeatView = decision.view ?? (await this.player.view(gameId, decision.version));
    while (view.status === 'running' && view.your_turn) {
      const command = await this.strategy(view);
      try {
        const result = await this.player.command(gameId, command, view.version);
        this.commands += 1;
        this.after.set(gameId, Math.max(this.after.get(gameId) ?? 0, result.version));
        view = result.view;
      } catch (error) {
        if (!(error instanceof ProblemError) || error.status !== 409 || !MOVED_ON.has(error.code)) throw error;
        this.conflicts += 1;
        if (error.code === 'game-not-running' || view.seat === null || !error.pendingSeats.includes(view.seat)) {
          return; // not ours to decide now: a new decision will come if it is again
        }
        view = await this.player.view(gameId, error.currentVersion);
      }
    }
  }
}
