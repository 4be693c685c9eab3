import { appointmentStatusLabels } from '../../../shared/appointment-constants.ts';
import { genderLabels, goalStatusLabel, goalTypeLabels } from '../../../shared/constants.ts';
import { formatTurkishDate } from '../../../shared/dates.ts';
import { ageBandLabel, assessFatRatio, fatLevelLabels } from '../../../shared/fat-levels.ts';
import {
  formatCount,
  formatMeasure,
  formatNumber,
  formatPercent,
  formatSignedMeasure,
} from '../../../shared/format.ts';
import { type MeasurementKey, measurementFields, measurementKeys } from '../../../shared/measurement-fields.ts';
import { computeTrend, formatMeasurementValue, type TrendTone } from '../../../shared/report-trends.ts';
import type { Measurement } from '../../../shared/schemas/measurements.ts';
import type { ClientReportResponse, ReportAppointmentCounts } from '../../../shared/schemas/reports.ts';
import {
  type DietListPdfInput,
  drawHeadingRule,
  drawPracticeFooters,
  drawPracticeHeading,
  openPracticePdf,
} from '../nutrition-programs/nutrition-program-pdf.ts';

// The client report as a PDF (issue #40, ADR 0079's amendment): what /client-report shows, on A4 to
// print or hand over: the profile, the summary of the key measures, their trend charts drawn as vector
// lines, every measurement in a table, and the goals with their state. Same font, heading and footer
// as the diet list's PDF, so the practice's two files look like one house.

export type ClientReportPdfInput = {
  practice: DietListPdfInput['practice'];
  /** The day the file is made, as 'gün.ay.yıl'. */
  dateText: string;
  report: Pick<ClientReportResponse, 'client' | 'measurements' | 'goals' | 'fatBand' | 'appointments'>;
};

export const clientReportPdfTexts = {
  title: 'Danışan Raporu',
  summary: 'Özet',
  charts: 'Ölçüm Grafikleri',
  chartsNeedTwo: 'Grafik için en az iki ölçüm gerekir.',
  history: 'Ölçüm Geçmişi',
  noMeasurements: 'Bu danışan için henüz ölçüm eklenmemiş.',
  goals: 'Hedefler',
  noGoals: 'Henüz hedef atanmamış.',
  appointments: 'Randevular',
  noAppointments: 'Bu danışana bağlı randevu yok.',
  sinceFirst: 'ilk ölçüme göre',
} as const;

/** The measures of the screen's summary cards; each gets a chart here (the screen charts one at a time). */
const chartKeys: MeasurementKey[] = [
  'weight',
  'fatRatio',
  'muscleRatio',
  'waterRatio',
  'bellyFat',
  'waist',
  'chest',
  'hip',
];

const MARGIN = 42;
const FOOTER_HEIGHT = 34;
const colors = {
  brand: '#0f766e',
  text: '#0f172a',
  muted: '#475569',
  rule: '#cbd5e1',
  band: '#f0fdfa',
  grid: '#e2e8f0',
};
const toneColors: Record<TrendTone, string> = { good: '#047857', bad: '#b91c1c', neutral: '#475569' };
const shortDate = new Intl.DateTimeFormat('tr-TR', {
  day: 'numeric',
  month: 'short',
  year: '2-digit',
  timeZone: 'UTC',
});
const dayTime = (day: string) => Date.parse(`${day}T12:00:00Z`);

/** Metabolic age is a plain number; every other measure carries its unit, as on the screen. */
const unitOf = (key: MeasurementKey) => (measurementFields[key].unit === 'yaş' ? '' : measurementFields[key].unit);

type Doc = PDFKit.PDFDocument;
type Box = { x: number; y: number; width: number; height: number };

/** Builds the report in memory (a year of measurements is two or three pages). */
export function renderClientReportPdf(input: ClientReportPdfInput): Promise<Buffer> {
  const { client, measurements, goals, fatBand, appointments } = input.report;
  const { doc, done, width } = openPracticePdf({
    Title: `${clientReportPdfTexts.title} – ${client.name}`,
    Author: input.practice.name,
  });
  const bottom = () => doc.page.height - MARGIN - FOOTER_HEIGHT;
  const keepRoom = (height: number) => {
    if (doc.y + height > bottom()) doc.addPage();
  };
  const sectionTitle = (text: string, roomAfter: number) => {
    keepRoom(30 + roomAfter);
    doc.moveDown(0.6);
    doc.font('bold').fontSize(13).fillColor(colors.brand).text(text, MARGIN, doc.y, { width });
    doc.moveDown(0.3);
  };

  // ---- Heading: the practice (and its logo), the client, the day, the profile ----
  drawPracticeHeading(doc, input.practice, {
    title: clientReportPdfTexts.title,
    clientName: client.name,
    dateText: input.dateText,
    width,
  });
  drawHeadingRule(doc, width);
  const profile = [
    ['E-posta', client.email],
    ['Telefon', client.phone],
    ['Cinsiyet', genderLabels[client.gender]],
    ['Yaş', String(client.age)],
    ['Başlangıç Tarihi', formatTurkishDate(client.startDate)],
  ];
  doc.font('regular').fontSize(10).fillColor(colors.text);
  doc.text(profile.map(([label, value]) => `${label}: ${value}`).join('   ·   '), MARGIN, doc.y, { width });
  const newest = measurements[0];
  const oldest = measurements.at(-1);
  if (newest) {
    // Where the latest fat ratio falls for the client's age and gender (İdeal Yağ Değerleri).
    const band = fatBand
      ? `${fatLevelLabels[assessFatRatio(newest.fatRatio, fatBand)]} (${genderLabels[client.gender]}, ${ageBandLabel(fatBand.ageStart, fatBand.ageEnd)} yaş, İdeal Yağ Değerleri)`
      : 'bu yaş ve cinsiyet için ideal yağ değerleri henüz girilmemiş';
    doc.moveDown(0.2);
    doc.text(`Son ölçümde yağ oranı %${formatNumber(newest.fatRatio)}: ${band}`, { width });
  }

  // ---- Summary: how many measurements over which days, and each key measure's change ----
  sectionTitle(clientReportPdfTexts.summary, 60);
  if (!newest || !oldest) {
    doc.font('regular').fontSize(11).fillColor(colors.muted).text(clientReportPdfTexts.noMeasurements, { width });
  } else {
    doc
      .font('regular')
      .fontSize(10.5)
      .fillColor(colors.text)
      .text(
        `Ölçüm Sayısı: ${measurements.length}   ·   İlk Ölçüm: ${formatTurkishDate(oldest.measurementDate)}   ·   Son Ölçüm: ${formatTurkishDate(newest.measurementDate)}`,
        { width },
      );
    doc.moveDown(0.5);
    drawTrendCells(doc, measurements, { x: MARGIN, y: doc.y, width, height: 0 });
  }

  // ---- Trend charts: one per key measure, two to a row ----
  if (measurements.length > 0) {
    sectionTitle(clientReportPdfTexts.charts, 140);
    if (measurements.length < 2) {
      doc.font('regular').fontSize(11).fillColor(colors.muted).text(clientReportPdfTexts.chartsNeedTwo, { width });
    } else {
      const oldestFirst = [...measurements].reverse();
      const gap = 16;
      const chartWidth = (width - gap) / 2;
      const chartHeight = 132;
      chartKeys.forEach((key, index) => {
        const column = index % 2;
        if (column === 0) keepRoom(chartHeight + 8);
        const top = doc.y;
        drawTrendChart(doc, oldestFirst, key, {
          x: MARGIN + column * (chartWidth + gap),
          y: top,
          width: chartWidth,
          height: chartHeight,
        });
        doc.y = column === 1 || index === chartKeys.length - 1 ? top + chartHeight + 10 : top;
      });
    }
  }

  // ---- Every measurement, newest first ----
  if (measurements.length > 0) {
    sectionTitle(clientReportPdfTexts.history, 60);
    drawMeasurementTable(doc, measurements, { width });
  }

  // ---- Goals with their state ----
  sectionTitle(clientReportPdfTexts.goals, 40);
  if (goals.length === 0) {
    doc
      .font('regular')
      .fontSize(11)
      .fillColor(colors.muted)
      .text(clientReportPdfTexts.noGoals, MARGIN, doc.y, { width });
  }
  for (const goal of goals) {
    keepRoom(50);
    const top = doc.y;
    const state = goalStatusLabel(goal.completed);
    doc
      .font('bold')
      .fontSize(10)
      .fillColor(goal.completed ? toneColors.good : '#92400e')
      .text(state, MARGIN + width - 100, top, { width: 100, align: 'right' });
    doc
      .font('bold')
      .fontSize(11)
      .fillColor(colors.text)
      .text(goal.title, MARGIN, top, { width: width - 110 });
    if (goal.description) {
      doc
        .font('regular')
        .fontSize(10)
        .fillColor(colors.text)
        .text(goal.description, { width: width - 110 });
    }
    const dates = `${formatTurkishDate(goal.startDate)}${goal.endDate ? ` – ${formatTurkishDate(goal.endDate)}` : ''}`;
    doc
      .font('regular')
      .fontSize(9.5)
      .fillColor(colors.muted)
      .text(`${goalTypeLabels[goal.type]} · Hedef: ${formatNumber(goal.targetValue)} · ${dates}`, { width });
    doc.moveDown(0.3);
    doc
      .moveTo(MARGIN, doc.y)
      .lineTo(MARGIN + width, doc.y)
      .lineWidth(0.3)
      .strokeColor(colors.rule)
      .stroke();
    doc.moveDown(0.4);
  }

  // ---- Appointments by how they ended (the screen's 'Randevular') ----
  sectionTitle(clientReportPdfTexts.appointments, 40);
  doc
    .font('regular')
    .fontSize(11)
    .fillColor(appointments.total === 0 ? colors.muted : colors.text)
    .text(appointmentSummaryOf(appointments) ?? clientReportPdfTexts.noAppointments, MARGIN, doc.y, { width });

  drawPracticeFooters(doc, input.practice, width);
  doc.end();
  return done;
}

/** 'Tamamlandı 3 · Gelmedi 1 · İptal Edildi 0 · Yaklaşan 1 · Gelmeme oranı: %25', or null without any. */
function appointmentSummaryOf(counts: ReportAppointmentCounts): string | null {
  if (counts.total === 0) return null;
  const parts = [
    `${appointmentStatusLabels.completed} ${formatCount(counts.completed)}`,
    `${appointmentStatusLabels.no_show} ${formatCount(counts.noShow)}`,
    `${appointmentStatusLabels.cancelled} ${formatCount(counts.cancelled)}`,
    `${appointmentStatusLabels.upcoming} ${formatCount(counts.upcoming)}`,
  ];
  const due = counts.completed + counts.noShow;
  if (due > 0) parts.push(`Gelmeme oranı: ${formatPercent((counts.noShow / due) * 100)}`);
  return parts.join(' · ');
}

/** The screen's summary cards as a grid of four: each measure's latest value and its change, coloured by tone. */
function drawTrendCells(doc: Doc, measurements: Measurement[], area: Box) {
  const columns = 4;
  const gap = 8;
  const cellWidth = (area.width - gap * (columns - 1)) / columns;
  const cellHeight = 50;
  const trends = chartKeys.flatMap((key) => {
    const trend = computeTrend(measurements, key);
    return trend ? [{ key, trend }] : [];
  });
  trends.forEach(({ key, trend }, index) => {
    const x = area.x + (index % columns) * (cellWidth + gap);
    const y = area.y + Math.floor(index / columns) * (cellHeight + gap);
    doc.roundedRect(x, y, cellWidth, cellHeight, 5).lineWidth(0.6).strokeColor(colors.rule).stroke();
    doc
      .font('regular')
      .fontSize(8.5)
      .fillColor(colors.muted)
      .text(measurementFields[key].label, x + 7, y + 6, { width: cellWidth - 14, lineBreak: false, ellipsis: true });
    doc
      .font('bold')
      .fontSize(12.5)
      .fillColor(colors.text)
      .text(formatMeasure(trend.latest, unitOf(key)), x + 7, y + 18, { width: cellWidth - 14, lineBreak: false });
    doc
      .font('regular')
      .fontSize(8.5)
      .fillColor(toneColors[trend.tone])
      .text(`${formatSignedMeasure(trend.change, unitOf(key))} ${clientReportPdfTexts.sinceFirst}`, x + 7, y + 36, {
        width: cellWidth - 14,
        lineBreak: false,
        ellipsis: true,
      });
  });
  const rows = Math.ceil(trends.length / columns);
  doc.x = area.x;
  doc.y = area.y + rows * (cellHeight + gap);
}

/**
 * One measure over time as vector lines: the values against their days (a gap of two months is wider
 * than one of a week), the lowest, middle and highest value on the left, the first and last day below.
 */
function drawTrendChart(doc: Doc, oldestFirst: Measurement[], key: MeasurementKey, box: Box) {
  const field = measurementFields[key];
  const points = oldestFirst.map((m) => ({ time: dayTime(m.measurementDate), value: m[key] }));
  doc.save();
  doc.roundedRect(box.x, box.y, box.width, box.height, 5).lineWidth(0.6).strokeColor(colors.rule).stroke();
  const unit = unitOf(key);
  doc
    .font('bold')
    .fontSize(9.5)
    .fillColor(colors.text)
    .text(unit ? `${field.label} (${unit})` : field.label, box.x + 8, box.y + 6, {
      width: box.width - 16,
      lineBreak: false,
    });
  const plot = { x: box.x + 40, y: box.y + 24, width: box.width - 52, height: box.height - 44 };

  // The value range, widened a little so the line never touches the frame; a flat line sits mid-height.
  const values = points.map((point) => point.value);
  let low = Math.min(...values);
  let high = Math.max(...values);
  if (low === high) {
    low -= 1;
    high += 1;
  } else {
    const pad = (high - low) * 0.1;
    low -= pad;
    high += pad;
  }
  const first = points[0]!;
  const last = points.at(-1)!;
  const span = last.time - first.time;
  const xOf = (time: number, index: number) =>
    plot.x + (span > 0 ? ((time - first.time) / span) * plot.width : (index / (points.length - 1)) * plot.width);
  const yOf = (value: number) => plot.y + plot.height - ((value - low) / (high - low)) * plot.height;

  doc.font('regular').fontSize(7.5).fillColor(colors.muted);
  for (const value of [low, (low + high) / 2, high]) {
    const y = yOf(value);
    doc
      .moveTo(plot.x, y)
      .lineTo(plot.x + plot.width, y)
      .lineWidth(0.4)
      .dash(2, { space: 2 })
      .strokeColor(colors.grid)
      .stroke()
      .undash();
    doc.text(formatMeasurementValue(value), box.x + 4, y - 4, { width: 32, align: 'right', lineBreak: false });
  }
  const dateY = plot.y + plot.height + 5;
  doc.text(shortDate.format(first.time), plot.x - 10, dateY, { width: 80, lineBreak: false });
  doc.text(shortDate.format(last.time), plot.x + plot.width - 70, dateY, {
    width: 80,
    align: 'right',
    lineBreak: false,
  });

  points.forEach((point, index) => {
    const x = xOf(point.time, index);
    const y = yOf(point.value);
    if (index === 0) doc.moveTo(x, y);
    else doc.lineTo(x, y);
  });
  doc.lineWidth(1.6).lineJoin('round').strokeColor(colors.brand).stroke();
  // Dots only while they stay apart; a long history is a line.
  if (points.length <= 40) {
    points.forEach((point, index) => {
      doc.circle(xOf(point.time, index), yOf(point.value), 2).fill(colors.brand);
    });
  }
  doc.restore();
}

/** All twelve measures per measurement, newest first; the header is repeated on every page the table runs onto. */
function drawMeasurementTable(doc: Doc, measurements: Measurement[], layout: { width: number }) {
  const dateWidth = 58;
  const columnWidth = (layout.width - dateWidth) / measurementKeys.length;
  const rowHeight = 14;
  const xOf = (index: number) => MARGIN + dateWidth + index * columnWidth;

  const drawHeader = () => {
    const top = doc.y;
    doc.rect(MARGIN, top, layout.width, 30).fill(colors.band);
    doc
      .font('bold')
      .fontSize(7)
      .fillColor(colors.text)
      .text('Tarih', MARGIN + 3, top + 4, { width: dateWidth - 6 });
    measurementKeys.forEach((key, index) => {
      const field = measurementFields[key];
      // A label breaks between its words ('Karın / Yağı'); a word wider than its column shrinks, and
      // is shortened ('Komp.') rather than broken mid-word.
      const fits = (word: string) => doc.widthOfString(word) <= columnWidth - 4;
      let size = 7;
      doc.font('bold').fontSize(size);
      while (!field.shortLabel.split(' ').every(fits) && size > 6) {
        size -= 0.5;
        doc.fontSize(size);
      }
      const label = field.shortLabel
        .split(' ')
        .map((word) => (fits(word) ? word : `${word.slice(0, 4)}.`))
        .join(' ');
      doc.fillColor(colors.text).text(label, xOf(index) + 1, top + 3, {
        width: columnWidth - 2,
        align: 'right',
      });
      const unit = unitOf(key);
      if (unit)
        doc
          .font('regular')
          .fontSize(6.5)
          .fillColor(colors.muted)
          .text(`(${unit})`, xOf(index) + 1, top + 21, { width: columnWidth - 2, align: 'right', lineBreak: false });
    });
    doc.y = top + 32;
  };

  drawHeader();
  for (const measurement of measurements) {
    if (doc.y + rowHeight > doc.page.height - MARGIN - FOOTER_HEIGHT) {
      doc.addPage();
      drawHeader();
    }
    const top = doc.y;
    doc
      .font('regular')
      .fontSize(7.5)
      .fillColor(colors.text)
      .text(formatTurkishDate(measurement.measurementDate), MARGIN + 3, top + 2, {
        width: dateWidth - 4,
        lineBreak: false,
      });
    measurementKeys.forEach((key, index) => {
      doc.text(formatMeasurementValue(measurement[key]), xOf(index) + 1, top + 2, {
        width: columnWidth - 2,
        align: 'right',
        lineBreak: false,
      });
    });
    doc
      .moveTo(MARGIN, top + rowHeight)
      .lineTo(MARGIN + layout.width, top + rowHeight)
      .lineWidth(0.3)
      .strokeColor(colors.rule)
      .stroke();
    doc.y = top + rowHeight;
  }
  doc.x = MARGIN;
}
