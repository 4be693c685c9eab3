// The visitor counter's call from a document page (ADR 0027): the islands entry sends it once per
// page load. A plain fetch, not the typed client (lib/api-client.ts), so that the islands' download
// carries no API client for one fire-and-forget POST; the route is publicApi.visits (POST /api/visits,
// { path }), the same the app's useRecordVisits calls. Its answer is read to the end: Chromium
// counts an unread fetch answer as a request still running (the page's network never settles).
const VISITS_URL = '/api/visits';

export function countDocumentVisit(path: string): void {
  fetch(VISITS_URL, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ path }),
  })
    .then((response) => response.text()) // read to the end, so the request ends for the browser too
    .catch(() => {}); // a failure only loses one count
}
