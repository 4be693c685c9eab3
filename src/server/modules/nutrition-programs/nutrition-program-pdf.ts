import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { mealLabels, mealTypes, type WeekDay, weekDayLabels, weekDays } from '../../../shared/constants.ts';
import { shoppingListOf } from '../../../shared/diet-shopping-list.ts';
import { compareToTarget, type DietTotals, formatLineAmount, nutrientsOfLine } from '../../../shared/diet-totals.ts';
import { formatKcal, formatNumber } from '../../../shared/format.ts';
import type { NutritionProgram, NutritionTarget } from '../../../shared/schemas/nutrition-programs.ts';

// The diet list handed to the client as a PDF (issue #40, ADR 0079): A4, one column, the practice's
// name, the client's, each day's meals (free text and food lines) with meal and day totals from the
// programme's own totalDietWeek, the daily target, and the practice's contact on every page.
//
// The font is DejaVu Sans from the dejavu-fonts-ttf package (its licence: the Bitstream Vera / public
// domain terms in that package's LICENSE), embedded in the file: pdfkit's built-in Helvetica has no
// ğ ş ı İ, and a system font would differ between machines.

const require = createRequire(import.meta.url);
/** The embedded font's files; the client's data PDF (privacy/client-data-pdf.ts) uses them too. */
export const pdfFonts = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
};

export type DietListPdfInput = {
  practice: {
    name: string;
    dietitian: string | null;
    phone: string;
    email: string;
    address: string | null;
    /** The practice's uploaded logo as PNG (settings/site-logo-image.ts); the name alone without one. */
    logoPng: Buffer | null;
  };
  clientName: string;
  /** The day the file is made, as 'gün.ay.yıl'. */
  dateText: string;
  program: NutritionProgram;
  target: NutritionTarget | null;
  /**
   * Hide-numbers mode (ADR 0090): the client's own copy of a hide-numbers client has no target, no kcal
   * and no totals; the meals, foods and amounts stay.
   */
  hideNumbers: boolean;
  /** The days whose foods the shopping list sums (week order). */
  shoppingDays: WeekDay[];
};

const MARGIN = 42;
const FOOTER_HEIGHT = 34;
/** The logo's box at the top right: a menu logo is wide (200×70 suggested), so it is fitted, never cut. */
const LOGO_BOX = { width: 130, height: 46 };
const colors = {
  brand: '#0f766e',
  text: '#0f172a',
  muted: '#475569',
  rule: '#cbd5e1',
  band: '#f0fdfa',
  meal: '#f8fafc',
};

/**
 * An A4 document of the practice (the diet list, the client report, the client's data): the house
 * margins with room for the footer, pages kept for the footers, the embedded Turkish font as 'regular'
 * and 'bold', and the finished file's bytes once `doc.end()` is called.
 */
export function openPracticePdf(info: PDFKit.DocumentInfo) {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN + FOOTER_HEIGHT, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info,
    lang: 'tr-TR',
  });
  doc.registerFont('regular', pdfFonts.regular);
  doc.registerFont('bold', pdfFonts.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done, width: doc.page.width - MARGIN * 2 };
}

/**
 * The practice's heading of every file: its name in the brand colour with its logo at the right when
 * it has one, the file's title, the client and the day. Returns the width the heading's lines keep,
 * clear of the logo's box, for the caller's further heading lines.
 */
export function drawPracticeHeading(
  doc: PDFKit.PDFDocument,
  practice: { name: string; logoPng: Buffer | null },
  heading: { title: string; clientName: string; dateText: string; width: number },
): number {
  const headingWidth = heading.width - (practice.logoPng ? LOGO_BOX.width + 12 : 0);
  if (practice.logoPng)
    doc.image(practice.logoPng, MARGIN + heading.width - LOGO_BOX.width, MARGIN, {
      fit: [LOGO_BOX.width, LOGO_BOX.height],
      align: 'right',
    });
  doc.font('bold').fontSize(18).fillColor(colors.brand).text(practice.name, MARGIN, MARGIN, { width: headingWidth });
  doc.moveDown(0.2);
  doc.font('bold').fontSize(14).fillColor(colors.text).text(heading.title, { width: headingWidth });
  doc.moveDown(0.3);
  doc.font('regular').fontSize(11).fillColor(colors.text);
  doc.text(`Danışan: ${heading.clientName}`, { width: headingWidth });
  doc.text(`Tarih: ${heading.dateText}`, { width: headingWidth });
  return headingWidth;
}

const macrosText = (totals: DietTotals) =>
  `Protein ${formatNumber(totals.protein)} g · Karbonhidrat ${formatNumber(totals.carbs)} g · Yağ ${formatNumber(totals.fat)} g`;

/** Builds the PDF in memory (a week is a few pages: tens of kilobytes). */
export function renderDietListPdf(input: DietListPdfInput): Promise<Buffer> {
  const { doc, done, width } = openPracticePdf({
    Title: `Beslenme Programı – ${input.clientName}`,
    Author: input.practice.name,
    Subject: 'Haftalık beslenme programı',
  });
  const bottom = () => doc.page.height - MARGIN - FOOTER_HEIGHT;
  /** Starts a new page when fewer than `height` points are left. */
  const keepRoom = (height: number) => {
    if (doc.y + height > bottom()) doc.addPage();
  };

  // ---- Heading: the practice's name, its logo at the right when it has one ----
  const headingWidth = drawPracticeHeading(doc, input.practice, {
    title: 'Beslenme Programı',
    clientName: input.clientName,
    dateText: input.dateText,
    width,
  });
  if (!input.hideNumbers) {
    doc.text(
      input.target
        ? `Günlük hedef: ${formatKcal(input.target.dailyCalories)}`
        : 'Günlük hedef: belirlenmedi (ölçüm girilmemiş)',
      { width: headingWidth },
    );
  }
  drawHeadingRule(doc, width);

  const { program } = input;
  const linesOf = (day: string, meal: string) =>
    program.foodLines.filter((line) => line.day === day && line.meal === meal);

  let isAnythingWritten = false;
  for (const day of weekDays) {
    const meals = mealTypes.filter((meal) => program.days[day][meal] !== '' || linesOf(day, meal).length > 0);
    if (meals.length === 0) continue;
    isAnythingWritten = true;
    const dayTotals = program.totals[day].total;

    // The day's band: its name, then its meals.
    keepRoom(80);
    const bandY = doc.y;
    doc.rect(MARGIN, bandY, width, 24).fill(colors.band);
    doc
      .font('bold')
      .fontSize(13)
      .fillColor(colors.brand)
      .text(weekDayLabels[day], MARGIN + 8, bandY + 5, { width: width - 16 });
    doc.y = bandY + 30;

    for (const meal of meals) {
      const text = program.days[day][meal];
      const lines = linesOf(day, meal);
      keepRoom(40);
      doc.font('bold').fontSize(11.5).fillColor(colors.text).text(mealLabels[meal], MARGIN, doc.y, { width });
      if (text !== '') {
        doc
          .font('regular')
          .fontSize(11)
          .fillColor(colors.text)
          .text(text, MARGIN + 8, doc.y + 2, { width: width - 8 });
      }
      for (const line of lines) {
        const nutrients = nutrientsOfLine(line);
        const amount = formatLineAmount(line);
        keepRoom(30);
        const lineY = doc.y + 3;
        doc
          .font('regular')
          .fontSize(11)
          .fillColor(colors.text)
          .text(`• ${line.food.name} — ${amount}`, MARGIN + 8, lineY, { width: width - 90 });
        const afterText = doc.y;
        if (!input.hideNumbers) {
          doc
            .font('regular')
            .fontSize(10)
            .fillColor(colors.muted)
            .text(formatKcal(nutrients.calories), MARGIN + width - 80, lineY + 1, { width: 80, align: 'right' });
        }
        doc.y = afterText;
        if (line.note !== '') {
          doc
            .font('regular')
            .fontSize(10)
            .fillColor(colors.muted)
            .text(`Not: ${line.note}`, MARGIN + 20, doc.y, { width: width - 100 });
        }
        // Its alternatives ('veya'), each with its own kcal; the meal's total counts the line only.
        for (const alternative of line.alternatives) {
          keepRoom(24);
          const alternativeY = doc.y + 1;
          const note = alternative.note === '' ? '' : ` (${alternative.note})`;
          doc
            .font('regular')
            .fontSize(10.5)
            .fillColor(colors.text)
            .text(
              `veya ${alternative.food.name} — ${formatLineAmount(alternative)}${note}`,
              MARGIN + 20,
              alternativeY,
              {
                width: width - 102,
              },
            );
          const afterAlternative = doc.y;
          if (!input.hideNumbers) {
            doc
              .font('regular')
              .fontSize(9.5)
              .fillColor(colors.muted)
              .text(formatKcal(nutrientsOfLine(alternative).calories), MARGIN + width - 80, alternativeY + 1, {
                width: 80,
                align: 'right',
              });
          }
          doc.y = afterAlternative;
        }
      }
      if (lines.length > 0 && !input.hideNumbers) {
        const totals = program.totals[day].meals[meal];
        doc
          .font('regular')
          .fontSize(9.5)
          .fillColor(colors.muted)
          .text(`Öğün toplamı: ${formatKcal(totals.calories)} · ${macrosText(totals)}`, MARGIN + 8, doc.y + 2, {
            width: width - 8,
          });
      }
      doc.moveDown(0.6);
    }

    // The day's totals against the target, for a day with food lines: a day of free text alone has no
    // numbers to add, and '0 kcal' would read as an empty plate. None in hide-numbers mode (ADR 0090).
    if (!input.hideNumbers && program.foodLines.some((line) => line.day === day)) {
      keepRoom(50);
      const totalY = doc.y;
      doc
        .moveTo(MARGIN, totalY)
        .lineTo(MARGIN + width, totalY)
        .lineWidth(0.5)
        .strokeColor(colors.rule)
        .stroke();
      doc
        .font('bold')
        .fontSize(11.5)
        .fillColor(colors.text)
        .text(`Gün toplamı: ${formatKcal(dayTotals.calories)}`, MARGIN, totalY + 5, { width });
      doc.font('regular').fontSize(10).fillColor(colors.muted).text(macrosText(dayTotals), { width });
      if (input.target && dayTotals.calories > 0) {
        const comparison = compareToTarget(dayTotals.calories, input.target.dailyCalories);
        const versus =
          comparison.state === 'over'
            ? `${formatKcal(comparison.difference)} fazla`
            : comparison.state === 'under'
              ? `${formatKcal(comparison.difference)} eksik`
              : 'hedefle aynı';
        doc.text(`Hedef ${formatKcal(input.target.dailyCalories)}: ${versus}`, { width });
      }
    }
    doc.moveDown(1);
  }

  if (!isAnythingWritten) {
    doc.font('regular').fontSize(11).fillColor(colors.muted).text('Programda henüz öğün yazılmamış.', { width });
    doc.moveDown(1);
  }

  if (program.notes !== '') {
    keepRoom(60);
    doc.font('bold').fontSize(13).fillColor(colors.brand).text('Genel Notlar', MARGIN, doc.y, { width });
    doc.moveDown(0.3);
    doc.font('regular').fontSize(11).fillColor(colors.text).text(program.notes, { width });
  }

  // The shopping list on a page of its own, to print or take along: the foods grouped by category in
  // the market's order (ADR 0075, stop 54), one row per food with its grams summed.
  const shopping = shoppingListOf(program.foodLines, input.shoppingDays);
  if (shopping.length > 0) {
    doc.addPage();
    const first = input.shoppingDays[0];
    const last = input.shoppingDays.at(-1);
    const range =
      first && last && first !== last
        ? `${weekDayLabels[first]} – ${weekDayLabels[last]}`
        : first
          ? weekDayLabels[first]
          : '';
    doc.font('bold').fontSize(15).fillColor(colors.brand).text('Alışveriş Listesi', MARGIN, doc.y, { width });
    doc
      .font('regular')
      .fontSize(10.5)
      .fillColor(colors.muted)
      .text(`${range} · programdaki besinlerin toplamı`, { width });
    doc.moveDown(0.6);
    for (const group of shopping) {
      // A heading is never left alone at a page's foot: it keeps room for itself and its first row.
      keepRoom(48);
      doc.moveDown(0.3);
      doc.font('bold').fontSize(12).fillColor(colors.brand).text(group.label, MARGIN, doc.y, { width });
      doc.moveDown(0.2);
      for (const item of group.items) {
        keepRoom(22);
        const rowY = doc.y;
        doc
          .rect(MARGIN, rowY + 2, 10, 10)
          .lineWidth(0.8)
          .strokeColor(colors.muted)
          .stroke();
        doc
          .font('regular')
          .fontSize(11)
          .fillColor(colors.text)
          .text(item.name, MARGIN + 18, rowY, { width: width - 110 });
        const afterName = doc.y;
        doc.text(`${formatNumber(item.grams, 0)} g`, MARGIN + width - 90, rowY, { width: 90, align: 'right' });
        doc.y = Math.max(afterName, rowY + 14) + 4;
        doc
          .moveTo(MARGIN, doc.y - 2)
          .lineTo(MARGIN + width, doc.y - 2)
          .lineWidth(0.3)
          .strokeColor(colors.rule)
          .stroke();
      }
    }
  }

  drawPracticeFooters(doc, input.practice, width);
  doc.end();
  return done;
}

/** The brand-coloured rule that closes a file's heading, with the space around it. */
export function drawHeadingRule(doc: PDFKit.PDFDocument, width: number) {
  doc.moveDown(0.5);
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + width, doc.y)
    .lineWidth(1)
    .strokeColor(colors.brand)
    .stroke();
  doc.moveDown(0.6);
}

/**
 * Every page's footer: who made the file and how to reach them, and 'Sayfa 1 / 3'. Shared with the
 * client report's PDF (reports/client-report-pdf.ts), so the practice's files carry one footer.
 */
export function drawPracticeFooters(
  doc: PDFKit.PDFDocument,
  practice: Omit<DietListPdfInput['practice'], 'logoPng'>,
  width: number,
) {
  drawPageFooters(doc, width, {
    signature: [practice.name, practice.dietitian].filter(Boolean).join(' · '),
    contact: [practice.phone, practice.email, practice.address].filter(Boolean).join(' · '),
  });
}

/**
 * Every page's footer under a thin rule: the signature line, 'Sayfa 1 / 3' beside it and, when there
 * is one, a contact line below. The practice's files (diet list, client report) sign with the practice,
 * the client's data file with whose file it is (privacy/client-data-pdf.ts).
 */
export function drawPageFooters(
  doc: PDFKit.PDFDocument,
  width: number,
  lines: { signature: string; contact?: string },
) {
  const range = doc.bufferedPageRange();
  const footerText = (text: string, x: number, y: number, textWidth: number, align: 'left' | 'right' = 'left') =>
    doc.text(text, x, y, { width: textWidth, height: 11, align, lineBreak: false, ellipsis: true });
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    const footerY = doc.page.height - MARGIN - FOOTER_HEIGHT + 10;
    // Writing below the bottom margin would open a new page: lift it while the footer is written.
    doc.page.margins.bottom = 0;
    doc
      .moveTo(MARGIN, footerY)
      .lineTo(MARGIN + width, footerY)
      .lineWidth(0.5)
      .strokeColor(colors.rule)
      .stroke();
    doc.font('regular').fontSize(8.5).fillColor(colors.muted);
    footerText(lines.signature, MARGIN, footerY + 6, width - 90);
    footerText(`Sayfa ${index - range.start + 1} / ${range.count}`, MARGIN + width - 80, footerY + 6, 80, 'right');
    if (lines.contact) footerText(lines.contact, MARGIN, footerY + 18, width - 90);
  }
}
