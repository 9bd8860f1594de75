// Compiled (tsc --strict --noEmit) against the client @hey-api/openapi-ts generates
// from the served spec: if a per-kind type, a discriminated union or the
// problem's members went missing, this would not compile.
import type {
  FeedTheKittenPlayCard,
  KombatKittensCommitCard,
  ProblemDetails,
  SeatView,
  SubmitCommand,
  TrendingKittensEvent,
} from './generated/types.gen';
import { submitCommand } from './generated/sdk.gen';

const play: FeedTheKittenPlayCard = { type: 'play_card', card: 20 };
const commit: KombatKittensCommitCard = { type: 'commit_card', card: 'dog' };
export const bodies: SubmitCommand[] = [{ command: play, expected_version: 3 }, { command: commit }];

// @ts-expect-error a command's tag is typed: a play_card is not a draw_card
export const wrong: FeedTheKittenPlayCard = { type: 'draw_card', card: 20 };

/** The view narrows by `kind`, then each legal command by `type`. */
export function cardsYouMayPlay(view: SeatView): number[] {
  if (view.kind !== 'feed-the-kitten') return [];
  return view.legal_commands.flatMap((command) => (command.type === 'play_card' ? [command.card] : []));
}

export function eventNames(events: TrendingKittensEvent[]): string[] {
  return events.map((event) => event.type);
}

export function retryFrom(problem: ProblemDetails): number | null | undefined {
  return problem.type.endsWith('/stale-version') ? problem.current_version : problem.retry_after;
}

export const send = () => submitCommand({ path: { game_id: 'g1' }, body: { command: play } });
