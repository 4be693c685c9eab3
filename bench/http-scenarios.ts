import type { ApiClient } from '../tests/support/api-client.ts';

/**
 * The API routes the benchmark loads. Each later feature adds its screen's request here, so the
 * table grows with the product. `signIn` picks the session the request runs under.
 */
export type HttpScenario = {
  name: string;
  path: string;
  signIn?: 'admin' | 'client';
  /** Connections of the load (default BENCH_CONNECTIONS); 1 measures the time one request takes alone. */
  connections?: number;
};

export const httpScenarios: HttpScenario[] = [
  { name: 'health', path: '/api/health' },
  { name: 'session (signed-in client, DB-backed)', path: '/api/auth/session', signIn: 'client' },
  { name: 'client picker search (admin)', path: '/api/admin/clients/options?search=ay', signIn: 'admin' },
  { name: 'client home, whole screen (client)', path: '/api/me/home', signIn: 'client' },
  { name: 'calorie diary day (client)', path: '/api/me/diary?date=today', signIn: 'client' },
  // The demo client's structured week (about 100 food lines with alternatives, issue #40).
  { name: 'diet list with totals, full week (client)', path: '/api/me/nutrition-programs', signIn: 'client' },
  {
    name: 'diet-list PDF, full week, one at a time (client)',
    path: '/api/me/nutrition-programs/pdf',
    signIn: 'client',
    connections: 1,
  },
  // Messages (issue #42): the demo client's conversation (30 messages) and the practice's inbox of
  // BENCH_CONVERSATIONS conversations (run.ts seeds them).
  { name: 'conversation, first page (client)', path: '/api/me/messages', signIn: 'client' },
  { name: 'message inbox, first page, 1,000 conversations (admin)', path: '/api/admin/messages', signIn: 'admin' },
  { name: 'message inbox, unread filter (admin)', path: '/api/admin/messages?filter=unread', signIn: 'admin' },
  {
    name: 'message inbox, name search (admin)',
    path: `/api/admin/messages?search=${encodeURIComponent('yılmaz')}`,
    signIn: 'admin',
  },
  { name: 'notifications bell (client)', path: '/api/me/notifications', signIn: 'client' },
  { name: 'client list search (admin)', path: '/api/admin/clients?search=ay', signIn: 'admin' },
  // A private page opened by its address: rendered by the server for its user since ADR 0035.
  { name: 'client home page HTML, signed in (client)', path: '/kullanici', signIn: 'client' },
  { name: 'client list page HTML, signed in (admin)', path: '/clients', signIn: 'admin' },
  { name: 'home page HTML, server-rendered (visitor)', path: '/' },
  { name: 'home page data, whole page (visitor)', path: '/api/content/home' },
  { name: 'blog list HTML, server-rendered (visitor)', path: '/blog' },
  { name: 'dashboard, whole screen (admin)', path: '/api/admin/dashboard', signIn: 'admin' },
  { name: 'public free slots of a working day', path: '/api/appointments/slots?date=next-weekday' },
  { name: 'order list, newest first, 50,000 orders (admin)', path: '/api/admin/orders', signIn: 'admin' },
  { name: 'order list, page 1000, 50,000 orders (admin)', path: '/api/admin/orders?page=1000', signIn: 'admin' },
  {
    name: 'order list, paid + search + sort by amount, 50,000 orders (admin)',
    path: '/api/admin/orders?paymentStatus=paid&search=y%C4%B1lmaz&sort=total_amount&direction=desc',
    signIn: 'admin',
  },
  { name: 'stock report, whole screen (admin)', path: '/api/admin/stock', signIn: 'admin' },
  { name: 'catalogue HTML, server-rendered (visitor)', path: '/urunler' },
  { name: 'catalogue search (visitor)', path: '/api/shop/products?q=%C3%A7ay&sort=price_asc' },
];

/**
 * Replaces the `today` placeholder with today's date in Europe/Istanbul, and `next-weekday` with the
 * first Monday–Friday after it (a day with working hours, so the slot list does its real work).
 */
export const resolveScenarioPath = (path: string, today: string) =>
  path.replace('date=today', `date=${today}`).replace('date=next-weekday', `date=${nextWeekday(today)}`);

function nextWeekday(today: string): string {
  let time = Date.parse(`${today}T12:00:00Z`) + 86_400_000;
  while ([0, 6].includes(new Date(time).getUTCDay())) time += 86_400_000;
  return new Date(time).toISOString().slice(0, 10);
}

export type SignedInClients = Record<'admin' | 'client', ApiClient>;
