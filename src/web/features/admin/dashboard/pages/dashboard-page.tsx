import { CalendarDays, Eye, type LucideIcon, TrendingUp, Users } from 'lucide-react';
import { lazy } from 'react';
import { Link } from 'react-router';
import { appointmentPurposeLabels } from '../../../../../shared/appointment-constants.ts';
import type { Dashboard } from '../../../../../shared/schemas/dashboard.ts';
import { DrawnWhenInView } from '../../../../components/screen/drawn-when-in-view.tsx';
import { QueryState } from '../../../../components/screen/query-state.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { PageHeader } from '../../../../components/ui/page-header.tsx';
import { SectionCard } from '../../../../components/ui/section-card.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { useDashboard } from '../api/get-dashboard.ts';
import { adminDashboardMessages as messages } from '../messages.ts';
import { formatCount } from '../../../../../shared/format.ts';

// recharts is the heaviest part of the screen: its chunk loads only when the chart is drawn, and the
// chart is drawn when it comes into view (below the first screen on a phone).
const VisitorChart = lazy(() => import('../components/visitor-chart.tsx'));

/** The dashboard (/panel, 'Diyetisyen Yönetim Paneli'): cards, visitor statistics, appointment summary. */
export function Component() {
  const dashboard = useDashboard();
  return (
    <section>
      <PageHeader title={messages.title} description={messages.description} />
      <QueryState query={dashboard} errorText={messages.loadError} retryText={messages.retry}>
        {(data) => <DashboardContent data={data} />}
      </QueryState>
    </section>
  );
}

function DashboardContent({ data }: { data: Dashboard }) {
  const { visitors, appointmentStatistics: statistics } = data;
  return (
    <div className="flex flex-col gap-6">
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard label={messages.cards.totalClients} value={data.totalClients} icon={Users} />
        <StatCard label={messages.cards.todaysAppointments} value={statistics.today} icon={CalendarDays} />
        <StatCard label={messages.cards.onlineVisitors} value={visitors.onlineNow} icon={Eye} />
        <StatCard label={messages.cards.monthlyVisitors} value={visitors.thisMonth} icon={TrendingUp} />
      </ul>
      <div className="grid gap-6 xl:grid-cols-[1.4fr_1fr]">
        <SectionCard title={messages.visitors.title} icon={Eye}>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            <SmallFigure label={messages.visitors.onlineNow} value={visitors.onlineNow} />
            <SmallFigure label={messages.visitors.today} value={visitors.today} />
            <SmallFigure label={messages.visitors.thisMonth} value={visitors.thisMonth} />
            <SmallFigure label={messages.visitors.total} value={visitors.total} />
          </dl>
          <h3 className="text-base font-semibold text-slate-900 dark:text-white">{messages.visitors.chartTitle}</h3>
          <DrawnWhenInView
            placeholder={
              <div className="flex h-64 items-center justify-center">
                <Spinner className="size-8 text-brand-600" />
              </div>
            }
          >
            <VisitorChart days={visitors.last30Days} />
          </DrawnWhenInView>
          <p className="text-xs text-slate-600 dark:text-slate-400">{messages.visitors.privacy}</p>
        </SectionCard>
        <SectionCard
          title={messages.appointments.title}
          icon={CalendarDays}
          action={
            <Link to="/appointments" className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-200">
              {messages.appointments.viewAll}
            </Link>
          }
        >
          <dl className="grid grid-cols-2 gap-3">
            <SmallFigure label={messages.appointments.upcoming} value={statistics.upcoming} />
            <SmallFigure label={messages.appointments.completed} value={statistics.completed} />
            <SmallFigure label={messages.appointments.cancelled} value={statistics.cancelled} />
            <SmallFigure label={messages.appointments.noShow} value={statistics.noShow} />
            <SmallFigure label={messages.appointments.total} value={statistics.total} />
          </dl>
          <h3 className="text-base font-semibold text-slate-900 dark:text-white">{messages.appointments.todayTitle}</h3>
          {data.todaysAppointments.length === 0 ? (
            <p className="text-slate-600 dark:text-slate-300">{messages.appointments.noneToday}</p>
          ) : (
            <ul className="flex flex-col divide-y divide-slate-200 dark:divide-slate-700">
              {data.todaysAppointments.map((appointment) => (
                <li key={appointment.id} className="flex items-center justify-between gap-3 py-2">
                  <span>
                    <span className="block font-medium text-slate-900 dark:text-white">{appointment.clientName}</span>
                    <span className="text-sm text-slate-600 dark:text-slate-300">
                      {appointmentPurposeLabels[appointment.purpose]} · {appointment.phone}
                    </span>
                  </span>
                  <span className="text-lg font-semibold text-brand-700 dark:text-brand-200">{appointment.time}</span>
                </li>
              ))}
            </ul>
          )}
        </SectionCard>
      </div>
    </div>
  );
}

function StatCard({ label, value, icon: Icon }: { label: string; value: number; icon: LucideIcon }) {
  return (
    <li>
      <Card className="flex h-full items-center gap-4">
        <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-900 dark:text-brand-100">
          <Icon aria-hidden="true" className="size-6" />
        </span>
        <p className="flex flex-col-reverse">
          <span className="text-sm text-slate-600 dark:text-slate-300">{label}</span>
          <span className="text-3xl font-bold text-slate-900 dark:text-white">{formatCount(value)}</span>
        </p>
      </Card>
    </li>
  );
}

function SmallFigure({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-xl bg-slate-50 p-3 dark:bg-slate-800">
      <dt className="text-xs text-slate-600 dark:text-slate-300">{label}</dt>
      <dd className="text-xl font-semibold text-slate-900 dark:text-white">{formatCount(value)}</dd>
    </div>
  );
}
