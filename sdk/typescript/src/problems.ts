// The service's RFC 9457 problems as one error type, and the unwrapping of a generated call's result.
import type { ProblemDetails } from './generated/types.gen.js';

/** A problem the service answered: its `status`, stable `code` and the typed `problem`. */
export class ProblemError extends Error {
  constructor(
    readonly status: number,
    readonly problem: ProblemDetails | undefined,
  ) {
    super(`${status} ${problem ? `${problem.title}: ${problem.detail}` : 'no problem document'}`);
    this.name = 'ProblemError';
  }

  /** The last part of the problem's `type`: `stale-version`, `not-your-turn`... */
  get code(): string {
    return this.problem?.type.split('/').pop() ?? '';
  }

  /** The seats the game waits on now (on a 409 `stale-version` or `not-your-turn`). */
  get pendingSeats(): number[] {
    return this.problem?.pending_seats ?? [];
  }

  get currentVersion(): number | undefined {
    return this.problem?.current_version ?? undefined;
  }
}

function isProblem(value: unknown): value is ProblemDetails {
  return typeof value === 'object' && value !== null && 'type' in value && 'status' in value;
}

/** The data of a generated call's result, or a `ProblemError` for anything else. */
export function checked<T>(result: { data?: T; error?: unknown; response?: Response }): T {
  if (result.data !== undefined && result.response !== undefined && result.response.ok) return result.data;
  const problem = isProblem(result.error) ? result.error : undefined;
  throw new ProblemError(result.response?.status ?? 0, problem);
}

/** A non-2xx answer's problem document, if it has one. */
export async function problemOf(response: Response): Promise<ProblemDetails | undefined> {
  try {
    const body: unknown = await response.json();
    return isProblem(body) ? body : undefined;
  } catch {
    return undefined;
  }
}
