import { count } from 'drizzle-orm';
import type { Dashboard } from '../../../shared/schemas/dashboard.ts';
import type { Database } from '../../db/client.ts';
import { clients } from '../../db/schema/index.ts';
import { listTodaysAppointments, readAppointmentStatistics } from '../appointments/appointments-service.ts';
import { readVisitorStatistics } from '../visits/visits-service.ts';

/** Everything the dashboard shows, read in parallel for one answer. */
export async function readDashboard(db: Database): Promise<Dashboard> {
  const [[clientCount], appointmentStatistics, todaysAppointments, visitors] = await Promise.all([
    db.select({ total: count() }).from(clients),
    readAppointmentStatistics(db),
    listTodaysAppointments(db),
    readVisitorStatistics(db),
  ]);
  return { totalClients: clientCount?.total ?? 0, appointmentStatistics, todaysAppointments, visitors };
}
