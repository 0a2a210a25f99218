/**
 * Query keys of the tournaments. Public, but the answer carries the viewer's own standing: the session's
 * member is part of the key, so signing in or out never shows another's standing.
 */
export const tournamentKeys = {
  all: ['tournaments'] as const,
  list: (viewer: string | null) => ['tournaments', 'list', viewer] as const,
  one: (id: number, viewer: string | null) => ['tournaments', 'one', id, viewer] as const,
};
