// A service and its players: the generated client behind one paced, retrying fetch, and the lobby's steps.
//
//   const service = new Clowder('http://localhost:8000');
//   const me = await service.register('my-bot');
//   const game = await me.createGame({ kind: 'feed-the-kitten', seats: 2, join: true });
//
// `player.client` is the generated client with the player's token: pass it to any generated
// operation (`import { getHistory } from '@clowder/sdk'`). The helpers below are the steps every
// bot takes; each throws `ProblemError` for a problem and returns the generated type. Writes that
// create something carry a fresh `Idempotency-Key`, so their retries are safe; seats carry a
// random `client_seed` (the seat's share of the game's randomness).
import { type Client, createClient } from './generated/client/index.js';
import {
  createGame,
  createTournament,
  enterTournament,
  getGame,
  getTournament,
  getView,
  joinGame,
  registerPlayer,
  startGame,
  startTournament,
  submitCommand,
  whoAmI,
} from './generated/sdk.gen.js';
import type {
  AnyCommand,
  BotStrategy,
  CommandResult,
  CreateTournamentRequest,
  DecisionStreamMessage,
  GameKind,
  GameStreamMessage,
  GameSummary,
  SeatView,
  TournamentView,
} from './generated/types.gen.js';
import type { CreateGameOf, Strategy, SummaryOf } from './kinds.js';
import { checked } from './problems.js';
import { BotRunner } from './runner.js';
import { EventStream, decisionMessage, gameMessage } from './streams.js';
import { DEFAULT_RETRY, Pacer, type RetryPolicy, type TransportOptions, resilientFetch } from './transport.js';

const randomHex = (bytes = 16): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) => b.toString(16).padStart(2, '0')).join('');

/** One service: its URL and the fetch all its players share (the budgets per address are shared too). */
export class Clowder {
  readonly baseUrl: string;
  readonly fetch: typeof fetch;
  readonly retry: RetryPolicy;
  readonly anonymous: Client;

  constructor(baseUrl: string, options: TransportOptions = {}) {
    this.baseUrl = baseUrl.replace(/\/$/, '');
    this.retry = { ...DEFAULT_RETRY, ...options.retry };
    this.fetch = resilientFetch({ pacer: new Pacer(), ...options });
    this.anonymous = createClient({ baseUrl: this.baseUrl, fetch: this.fetch });
  }

  /** The player a token belongs to. */
  player(token: string, playerId?: string): Player {
    return new Player(this, token, playerId);
  }

  /** A new player; `bot` makes it a built-in bot the server plays, registered `by` a player (an organizer's own bots may enter its tournaments). */
  async register(name: string, options: { bot?: BotStrategy; by?: Player } = {}): Promise<Player> {
    const registered = checked(
      await registerPlayer({
        client: options.by?.client ?? this.anonymous,
        body: { name, bot: options.bot ?? null },
        headers: { 'Idempotency-Key': randomHex() },
      }),
    );
    return new Player(this, registered.token, registered.player_id);
  }
}

/** A player's token at a service, with the generated client that carries it. */
export class Player {
  readonly client: Client;
  private id: string | undefined;

  constructor(
    readonly service: Clowder,
    readonly token: string,
    playerId?: string,
  ) {
    this.id = playerId;
    this.client = createClient({ baseUrl: service.baseUrl, fetch: service.fetch, auth: token });
  }

  async playerId(): Promise<string> {
    this.id ??= checked(await whoAmI({ client: this.client })).player_id;
    return this.id;
  }

  /** Create a game (with `join: true` you take seat 0). */
  async createGame<K extends GameKind>(body: CreateGameOf<K>): Promise<SummaryOf<K>> {
    const seeded = body.join ? { client_seed: randomHex(), ...body } : body;
    const headers = { 'Idempotency-Key': randomHex() };
    return checked(await createGame({ client: this.client, body: seeded, headers })) as SummaryOf<K>;
  }

  async join(gameId: string, seat?: number): Promise<GameSummary> {
    const body = { seat: seat ?? null, client_seed: randomHex() };
    return checked(await joinGame({ client: this.client, path: { game_id: gameId }, body }));
  }

  /** Register a built-in bot (the server plays it) and seat it in the game's first free seat. */
  async seatBot(gameId: string, strategy: BotStrategy = 'heuristic', name?: string): Promise<Player> {
    const bot = await this.service.register(name ?? `house-${strategy}`, { bot: strategy, by: this });
    await bot.join(gameId);
    return bot;
  }

  async start(gameId: string): Promise<GameSummary> {
    return checked(await startGame({ client: this.client, path: { game_id: gameId } }));
  }

  async game(gameId: string): Promise<GameSummary> {
    return checked(await getGame({ client: this.client, path: { game_id: gameId } }));
  }

  /** Your seat's view with its legal commands, at `minVersion` or newer. */
  async view(gameId: string, minVersion?: number): Promise<SeatView> {
    const query = minVersion === undefined ? {} : { min_version: minVersion };
    return checked(await getView({ client: this.client, path: { game_id: gameId }, query })) as SeatView;
  }

  /** Play `command` for your seat, with an `Idempotency-Key` (a fresh one unless given). */
  async command(gameId: string, command: AnyCommand, expectedVersion?: number, key = randomHex()): Promise<CommandResult> {
    return checked(
      await submitCommand({
        client: this.client,
        path: { game_id: gameId },
        body: { command, expected_version: expectedVersion ?? null },
        headers: { 'Idempotency-Key': key },
      }),
    );
  }

  async createTournament(body: CreateTournamentRequest): Promise<TournamentView> {
    const headers = { 'Idempotency-Key': randomHex() };
    return checked(await createTournament({ client: this.client, body, headers }));
  }

  /** Enter yourself (or, as its organizer, a bot you registered) in a tournament. */
  async enter(tournamentId: string, playerId?: string): Promise<TournamentView> {
    const body = playerId === undefined ? {} : { player_id: playerId };
    return checked(await enterTournament({ client: this.client, path: { tournament_id: tournamentId }, body }));
  }

  async startTournament(tournamentId: string): Promise<TournamentView> {
    return checked(await startTournament({ client: this.client, path: { tournament_id: tournamentId } }));
  }

  async tournament(tournamentId: string): Promise<TournamentView> {
    return checked(await getTournament({ client: this.client, path: { tournament_id: tournamentId } }));
  }

  private headers(): Record<string, string> {
    return { Authorization: `Bearer ${this.token}` };
  }

  /** `GET /players/me/decisions` as `Decision` and `GameEnded` messages, resumed after a cut. */
  decisions(options: { lastEventId?: string; signal?: AbortSignal; onConnect?: () => Promise<void> } = {}): EventStream<DecisionStreamMessage> {
    return new EventStream({
      url: new URL(`${this.service.baseUrl}/players/me/decisions`),
      headers: this.headers(),
      fetch: this.service.fetch,
      parse: decisionMessage,
      retry: this.service.retry,
      ...options,
    });
  }

  /** `GET /games/{id}/stream`: a view, each event (redacted for you), a last view once the game ends. */
  gameStream(gameId: string, options: { fromVersion?: number; signal?: AbortSignal } = {}): EventStream<GameStreamMessage> {
    const url = new URL(`${this.service.baseUrl}/games/${encodeURIComponent(gameId)}/stream`);
    if (options.fromVersion !== undefined) url.searchParams.set('from_version', String(options.fromVersion));
    return new EventStream({
      url,
      headers: this.headers(),
      fetch: this.service.fetch,
      parse: gameMessage,
      retry: this.service.retry,
      signal: options.signal,
      done: (last) => last.type === 'view' && last.status !== 'open' && last.status !== 'running',
    });
  }

  /** A bot runner playing this player's decisions with `strategy`. */
  runner(strategy: Strategy): BotRunner {
    return new BotRunner(this, strategy);
  }
}
