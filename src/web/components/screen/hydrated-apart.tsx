import { type ReactNode, Suspense } from 'react';

/**
 * A part of a server-rendered screen that React hydrates in a pass of its own, after the rest
 * (ADR 0035, amendment of issue #41). Around a server-rendered part, a Suspense boundary makes React
 * commit the page without it and hydrate it afterwards in its own render and commit, with its own
 * effects (its reads start then). So the client home's hydration is several short tasks instead of
 * one long commit and one long round of effects, which a phone spent blocked (Total Blocking Time).
 * What shows does not change: the server's HTML stays until the part is hydrated, and a tap on it
 * before then hydrates it at once and is replayed. Nothing inside suspends (no lazy component, no
 * suspending query), so the empty fallback never shows.
 */
export function HydratedApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
