// What other features may use of the booking: the day and free-time fields, shared with the client's
// 'Randevularım' (book or move), so both offer the same days, hours and reasons.
export { DayAndTimeFields, useDaySlots } from './components/day-and-time-fields.tsx';
