// Each game kind's types, derived from the generated unions by their `kind` (no kind is listed here):
// `ViewOf<'feed-the-kitten'>` is its seat view with legal commands, `CommandOf<K>` its commands,
// `command('feed-the-kitten', 'play_card', { card: 50 })` builds one, `byKind({...})` is a strategy
// with one typed function per kind it plays.
import type {
  CommandResult,
  CreateGame,
  CreateTournamentRequest,
  GameKind,
  GameStreamEvent,
  GameStreamView,
  GameSummary,
  History,
  KindInfo,
  SeatView,
} from './generated/types.gen.js';

export type { GameKind };
export type ViewOf<K extends GameKind> = Extract<SeatView, { kind: K }>;
export type CommandOf<K extends GameKind> = ViewOf<K>['legal_commands'][number];
/** Any kind's command: what a strategy returns. */
export type Command = CommandOf<GameKind>;
export type CreateGameOf<K extends GameKind> = Extract<CreateGame, { kind: K }>;
export type OptionsOf<K extends GameKind> = NonNullable<CreateGameOf<K>['options']>;
export type SummaryOf<K extends GameKind> = Extract<GameSummary, { kind: K }>;
export type ResultOf<K extends GameKind> = Extract<CommandResult, { kind: K }>;
export type HistoryOf<K extends GameKind> = Extract<History, { kind: K }>;
export type KindInfoOf<K extends GameKind> = Extract<KindInfo, { kind: K }>;
export type CreateTournamentOf<K extends GameKind> = Extract<CreateTournamentRequest, { kind: K }>;
export type StreamViewOf<K extends GameKind> = Extract<GameStreamView, { kind: K }>;
export type StreamEventOf<K extends GameKind> = Extract<GameStreamEvent, { kind: K }>;
/** One of the kind's events as your seat sees it (hidden information redacted). */
export type EventOf<K extends GameKind> = StreamEventOf<K>['event'];

type CommandNamed<K extends GameKind, T extends string> = Extract<CommandOf<K>, { type: T }>;

/** A command of kind `kind` named `type`, its fields checked against the spec's type. */
export function command<K extends GameKind, T extends CommandOf<K>['type']>(
  _kind: K,
  type: T,
  fields: Omit<CommandNamed<K, T>, 'type'>,
): CommandNamed<K, T> {
  return { ...fields, type } as CommandNamed<K, T>;
}

/** Whether `view` is of kind `kind` (then typed as that kind's view). */
export function isKind<K extends GameKind>(view: SeatView, kind: K): view is ViewOf<K> {
  return view.kind === kind;
}

/** Your strategy: one of the view's legal commands (or a promise of one). */
export type Strategy = (view: SeatView) => Command | Promise<Command>;
export type KindStrategies = { [K in GameKind]?: (view: ViewOf<K>) => CommandOf<K> | Promise<CommandOf<K>> };

/** One strategy from one typed function per kind; a kind without one is refused with an error. */
export function byKind(strategies: KindStrategies): Strategy {
  return (view) => {
    const strategy = strategies[view.kind] as ((view: SeatView) => Command | Promise<Command>) | undefined;
    if (strategy === undefined) throw new Error(`no strategy for ${view.kind}`);
    return strategy(view);
  };
}
