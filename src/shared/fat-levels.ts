// Fat levels by age band (spec 2 §5/§9, "İdeal Yağ Değerleri"): the bands, the levels and how a fat
// ratio is assessed. No zod here: screens that only show a level (the report, the badge) import this.

/** The fixed age bands of spec 2 §5/§9; 60-150 is shown as 60+. */
export const ageBands = [
  [20, 24],
  [25, 29],
  [30, 34],
  [35, 39],
  [40, 44],
  [45, 49],
  [50, 54],
  [55, 59],
  [60, 150],
] as const;
export const ageBandLabel = (ageStart: number, ageEnd: number) =>
  ageEnd >= 150 ? `${ageStart}+` : `${ageStart}-${ageEnd}`;

export const fatLevels = ['excellent', 'good', 'average', 'poor'] as const;
export type FatLevel = (typeof fatLevels)[number];
export const fatLevelLabels: Record<FatLevel, string> = {
  excellent: 'Çok İyi',
  good: 'İyi',
  average: 'Orta',
  poor: 'Kötü',
};

export type AgeFatBand = {
  ageStart: number;
  ageEnd: number;
  excellent: number;
  good: number;
  average: number;
  poor: number;
};

/**
 * Where a fat ratio falls for an age band. The four values are upper bounds read left to right: at or
 * under 'Çok İyi' is Çok İyi, at or under 'İyi' is İyi, at or under 'Orta' is Orta, anything above is
 * Kötü (the 'Kötü' value is the band's typical poor ratio, shown for reference).
 */
export function assessFatRatio(fatRatio: number, band: AgeFatBand): FatLevel {
  if (fatRatio <= band.excellent) return 'excellent';
  if (fatRatio <= band.good) return 'good';
  if (fatRatio <= band.average) return 'average';
  return 'poor';
}

/** The band of an age (under 20 reads the first band: the table starts at 20). */
export function findAgeBand<T extends { ageStart: number; ageEnd: number }>(
  bands: readonly T[],
  age: number,
): T | undefined {
  const sorted = [...bands].sort((a, b) => a.ageStart - b.ageStart);
  return sorted.find((band) => age >= band.ageStart && age <= band.ageEnd) ?? (age < 20 ? sorted[0] : undefined);
}
