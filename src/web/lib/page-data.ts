/**
 * Data the server wrote into the page as `<script type="application/json" id="…">` (the session, a
 * private page's frame data; ADR 0033, 0035): parsed, or null when the element is missing or damaged.
 * A damaged element only costs the request it was meant to save.
 */
export function readPageJson<T>(id: string): T | null {
  const text = document.getElementById(id)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}
