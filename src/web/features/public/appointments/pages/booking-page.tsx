import { CalendarHeart, CircleCheck, Sparkles } from 'lucide-react';
import { useEffect, useState } from 'react';
import { type LoaderFunctionArgs, useLoaderData, useSearchParams } from 'react-router';
import { VISITOR_APPOINTMENT_PARAM, WAITLIST_LEAVE_PARAM } from '../../../../../shared/appointment-constants.ts';
import { isIsoDay } from '../../../../../shared/dates.ts';
import { isoWeekday } from '../../../../../shared/appointment-slots.ts';
import { weekDayLabels, weekDays } from '../../../../../shared/constants.ts';
import { formatTurkishDate } from '../../../../../shared/format.ts';
import type { BookingCalendar } from '../../../../../shared/schemas/appointments.ts';
import type { PageMeta, PublicRouteHandle } from '../../../../../shared/ssr.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { usePublicSite } from '../../content/index.ts';
import { appointmentsSourceOf } from '../api/get-booking-calendar.ts';
import { BookingForm } from '../components/booking-form.tsx';
import { LeaveWaitlistBox } from '../components/leave-waitlist-box.tsx';
import { VisitorAppointmentBox } from '../components/visitor-appointment-box.tsx';
import { publicAppointmentsMessages as messages } from '../messages.ts';
import { toTelHref } from '../../../../../shared/phone.ts';

/** The bookable window and the working days: the server reads them with the page, the browser through the API. */
export const loader = ({ context }: LoaderFunctionArgs): Promise<BookingCalendar> =>
  appointmentsSourceOf(context).bookingCalendar();

const bookingMeta = (siteName: string): PageMeta => ({
  title: messages.metaTitle(siteName),
  description: messages.metaDescription,
  canonicalPath: '/randevu',
  type: 'website',
  jsonLd: [],
});

export const handle: PublicRouteHandle = { meta: ({ site }) => bookingMeta(site?.siteName ?? 'Denge') };

type BookedSlot = { date: string; time: string };

/** "20 Kasım 2026 Cuma": the booked day as the success card repeats it. */
const formatBookedDay = (date: string) =>
  `${formatTurkishDate(date)} ${weekDayLabels[weekDays[isoWeekday(date) - 1] ?? 'monday']}`;

/**
 * Public appointment page (/randevu, spec 3 §2.9): the form, then the success view with the booked
 * day and time. Rendered by the server with its own title and description (issue #39: it is the
 * practice's main conversion page), then hydrated for the form.
 */
export function Component() {
  const calendar = useLoaderData<BookingCalendar>();
  const site = usePublicSite();
  const title = bookingMeta(site.siteName).title;
  // Keeps the tab title in step on client-side navigation (the server already wrote it into <head>).
  useEffect(() => {
    document.title = title;
  }, [title]);
  // A new key gives a fresh, empty form after 'Yeni Randevu Oluştur'.
  const [formKey, setFormKey] = useState(0);
  const [booked, setBooked] = useState<BookedSlot | null>(null);
  // The waitlist mails' links (ADR 0088): the freed slot's day, or the leave token.
  const [searchParams, setSearchParams] = useSearchParams();
  const dayParam = searchParams.get('tarih');
  const initialDate = dayParam && isIsoDay(dayParam) ? dayParam : undefined;
  const leaveToken = searchParams.get(WAITLIST_LEAVE_PARAM);
  // A visitor's signed link from the reminder mail (ADR 0089).
  const visitToken = searchParams.get(VISITOR_APPOINTMENT_PARAM);

  return (
    <div className="relative isolate overflow-hidden rounded-3xl bg-gradient-to-br from-emerald-50 via-white to-sky-50 px-4 py-10 sm:px-10 dark:from-slate-900 dark:via-slate-900 dark:to-emerald-950">
      <div
        aria-hidden="true"
        className="absolute -top-24 -right-24 -z-10 size-72 rounded-full bg-emerald-200/50 blur-3xl dark:bg-emerald-800/30"
      />
      <div
        aria-hidden="true"
        className="absolute -bottom-24 -left-24 -z-10 size-72 rounded-full bg-sky-200/50 blur-3xl dark:bg-sky-900/30"
      />
      {leaveToken && <LeaveWaitlistBox token={leaveToken} formatDay={formatBookedDay} />}
      {visitToken && (
        <VisitorAppointmentBox
          token={visitToken}
          calendar={calendar}
          formatDay={formatBookedDay}
          // A move signs a new link (the old one named the old start): the address follows, so a reload still works.
          onTokenChange={(token) =>
            setSearchParams({ [VISITOR_APPOINTMENT_PARAM]: token }, { replace: true, preventScrollReset: true })
          }
        />
      )}
      <div className="mx-auto grid max-w-5xl items-start gap-10 lg:grid-cols-[1fr_1.2fr]">
        <div className="flex flex-col gap-4">
          <span className="inline-flex w-fit items-center gap-2 rounded-full bg-white/80 px-3 py-1 text-sm font-medium text-emerald-800 shadow-sm ring-1 ring-emerald-200 dark:bg-slate-800/80 dark:text-emerald-200 dark:ring-emerald-800">
            <Sparkles aria-hidden="true" className="size-4" />
            Denge Beslenme
          </span>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
            {messages.title}
          </h1>
          <p className="text-lg text-slate-700 dark:text-slate-300">{messages.lead}</p>
          <ul className="flex flex-col gap-2 text-slate-700 dark:text-slate-300">
            {messages.features.map((feature) => (
              <li key={feature} className="flex items-center gap-2">
                <CircleCheck aria-hidden="true" className="size-5 text-emerald-700 dark:text-emerald-300" />
                {feature}
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-3xl border border-white/70 bg-white/80 p-6 shadow-xl shadow-emerald-900/5 backdrop-blur sm:p-8 dark:border-slate-700 dark:bg-slate-900/80">
          {booked ? (
            <div role="status" className="flex flex-col items-center gap-4 py-8 text-center">
              <span className="inline-flex size-16 items-center justify-center rounded-full bg-emerald-100 text-emerald-700 dark:bg-emerald-900 dark:text-emerald-200">
                <CalendarHeart aria-hidden="true" className="size-8" />
              </span>
              <h2 className="text-2xl font-bold text-slate-900 dark:text-white">{messages.successTitle}</h2>
              <p className="rounded-xl bg-emerald-50 px-4 py-2 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100">
                <span className="block text-sm">{messages.bookedAtLabel}</span>
                <strong className="text-lg" data-testid="booked-slot">
                  {messages.bookedAt(formatBookedDay(booked.date), booked.time)}
                </strong>
              </p>
              <p className="text-slate-700 dark:text-slate-300">{messages.successText}</p>
              <Button
                onClick={() => {
                  setFormKey((key) => key + 1);
                  setBooked(null);
                }}
              >
                {messages.newAppointment}
              </Button>
            </div>
          ) : (
            <>
              <noscript>
                <p className="mb-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100">
                  {messages.noScript}
                  {site.contactPhone && (
                    <>
                      {' '}
                      <a href={toTelHref(site.contactPhone)} className="font-semibold underline">
                        {messages.noScriptPhone(site.contactPhone)}
                      </a>
                    </>
                  )}
                </p>
              </noscript>
              <BookingForm key={formKey} calendar={calendar} initialDate={initialDate} onBooked={setBooked} />
            </>
          )}
        </div>
      </div>
    </div>
  );
}
