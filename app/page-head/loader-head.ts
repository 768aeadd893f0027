import type { MetaDescriptor } from 'react-router';

interface MetaArgsLike {
  loaderData?: unknown;
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
}

const headOf = (data: unknown) => (data as { head?: MetaDescriptor[] } | null | undefined)?.head;

/**
 * Every route's `meta`: the head its loader computed on the server (page-head.server.ts), so the head
 * code is not in the browser's JavaScript; the root's (the brand's default head) when the route's data
 * has none.
 */
export function loaderHead({ loaderData, matches }: MetaArgsLike): MetaDescriptor[] {
  return headOf(loaderData) ?? headOf(matches.find((match) => match?.id === 'root')?.loaderData) ?? [];
}
