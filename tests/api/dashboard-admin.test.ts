import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInIstanbul } from '../../src/shared/dates.ts';
import { demoEmails, signedIn } from '../support/api-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('dashboard (GET /api/admin/dashboard)', () => {
  it('answers total clients, today’s appointments and the appointment summary in one request', async () => {
    const admin = await signedIn(server.baseUrl, 'admin', demoEmails.admin);
    const before = (await admin.get('/api/admin/dashboard')).body;
    const clientsPage = await admin.get('/api/admin/clients');
    expect(before.totalClients).toBe(clientsPage.body.total);

    const today = todayInIstanbul();
    const make = (time: string, clientName: string) =>
      admin.post('/api/admin/appointments', {
        clientName,
        phone: '0532 111 22 33',
        purpose: 'weight_loss',
        date: today,
        time,
      });
    const late = await make('23:30', 'Gece Randevusu');
    const early = await make('23:00', 'Akşam Randevusu');
    const cancelled = await make('23:15', 'İptal Randevusu');
    await admin.patch(`/api/admin/appointments/${cancelled.body.appointment.id}/status`, { status: 'cancelled' });

    const dashboard = (await admin.get('/api/admin/dashboard')).body;
    expect(dashboard.todaysAppointments.map((item: { clientName: string }) => item.clientName)).toEqual([
      'Akşam Randevusu',
      'Gece Randevusu',
    ]);
    expect(dashboard.appointmentStatistics).toMatchObject({
      today: before.appointmentStatistics.today + 2,
      cancelled: before.appointmentStatistics.cancelled + 1,
      upcoming: before.appointmentStatistics.upcoming + 2,
    });
    for (const id of [late, early, cancelled].map((response) => response.body.appointment.id))
      await admin.delete(`/api/admin/appointments/${id}`);
  });
});
