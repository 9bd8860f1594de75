// Type-checked only (tsc --strict --noEmit): the per-kind helpers narrow as the spec says, and
// refuse what it does not allow. Each @ts-expect-error fails the check if the line compiles.
import { byKind, command, isKind, type CommandOf, type OptionsOf, type SeatView, type ViewOf } from '@clowder/sdk';

export const play = command('feed-the-kitten', 'play_card', { card: 50 });
export const commit: CommandOf<'kombat-kittens'> = command('kombat-kittens', 'commit_card', { card: 'dog' });
// @ts-expect-error a Feed the Kitten play is not a Kombat Kittens command
export const wrongKind: CommandOf<'kombat-kittens'> = command('feed-the-kitten', 'play_card', { card: 50 });
// @ts-expect-error commit_card is not a Feed the Kitten command
export const unknownType = command('feed-the-kitten', 'commit_card', { card: 'dog' });
// @ts-expect-error a play needs its card
export const missingField = command('feed-the-kitten', 'play_card', {});
export const options: OptionsOf<'feed-the-kitten'> = {};

/** One typed function per kind: each sees only its own view and returns only its own commands. */
export const strategy = byKind({
  'feed-the-kitten': (view: ViewOf<'feed-the-kitten'>) =>
    view.legal_commands.find((c) => c.type === 'draw_card') ?? command('feed-the-kitten', 'pass', {}),
  // @ts-expect-error a Kinoko Kombat strategy may not answer with a Feed the Kitten command
  'kinoko-kombat': () => command('feed-the-kitten', 'pass', {}),
});

export function hand(view: SeatView): number[] {
  return isKind(view, 'feed-the-kitten') ? (view.view?.hand ?? []) : [];
}
