// The visitor counter's call from a document page (ADR 0027): the islands entry sends it once per
// page load. A plain fetch, not the typed client (lib/api-client.ts), so that the islands' download
// carries no API client for one fire-and-forget POST; the route is publicApi.visits (POST /api/visits,
// { path }), the same the app's useRecordVisits calls. `keepalive` lets it finish if the visitor
// leaves at once.
const VISITS_URL = '/api/visits';

export function countDocumentVisit(path: string): void {
  fetch(VISITS_URL, {
    method: 'POST',
    credentials: 'same-origin',
    keepalive: true,
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ path }),
  }).catch(() => {}); // a failure only loses one count
}
