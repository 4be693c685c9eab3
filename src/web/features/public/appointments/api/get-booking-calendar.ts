import type { PublicAppointmentsSource } from '../../../../../shared/schemas/appointments.ts';
import type { PublicLoadContext } from '../../../../../shared/ssr.ts';
import { call, publicApi } from '../../../../lib/api-client.ts';

/** The bookable window and the working days (GET /api/appointments/booking-calendar). */
export const getBookingCalendar = () => call(publicApi.appointments['booking-calendar'].$get());

/** In the browser the booking page loads through the API; on the server its loader gets the service. */
const browserAppointmentsSource: PublicAppointmentsSource = { bookingCalendar: getBookingCalendar };

export const appointmentsSourceOf = (context: unknown): PublicAppointmentsSource =>
  (context as Partial<PublicLoadContext> | undefined)?.appointments ?? browserAppointmentsSource;
