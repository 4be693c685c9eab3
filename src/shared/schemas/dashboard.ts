import type { Appointment, AppointmentStatistics } from './appointments.ts';
import type { VisitorStatistics } from './visits.ts';

/** The dashboard (spec 2 "Dashboard") in one answer. */
export type Dashboard = {
  totalClients: number;
  appointmentStatistics: AppointmentStatistics;
  /** Today's appointments that still stand, by time. */
  todaysAppointments: Appointment[];
  visitors: VisitorStatistics;
};
