// What other features may use of the booking: the day and free-time fields, shared with the client's
// 'Randevularım' (book or move), so both offer the same days, hours and reasons.
export { AppointmentModeField, AppointmentPurposeField } from './components/appointment-choice-fields.tsx';
export { ContactFields } from './components/contact-fields.tsx';
export { DayAndTimeFields, useDaySlots } from './components/day-and-time-fields.tsx';
export { isSlotGone } from './components/slot-errors.ts';
