// The twelve body measurements (spec 1 §3, spec 2 §5): their keys, labels, units and limits. No zod
// here: screens that only show measurements (the report, the trends) import this, not the schemas.

export const measurementKeys = [
  'weight',
  'fatRatio',
  'waterRatio',
  'muscleRatio',
  'bodyComposition',
  'bellyFat',
  'boneMass',
  'dailyCalories',
  'metabolicAge',
  'chest',
  'waist',
  'hip',
] as const;
export type MeasurementKey = (typeof measurementKeys)[number];

export type MeasurementFieldSpec = {
  label: string;
  /** Short label for table headers and chart choices. */
  shortLabel: string;
  unit: 'kg' | '%' | 'kcal' | 'cm' | 'yaş';
  min: number;
  max: number;
  /** 0.1 for one-decimal values (spec 2 §5), 1 for whole numbers. */
  step: 0.1 | 1;
};

export const measurementFields: Record<MeasurementKey, MeasurementFieldSpec> = {
  weight: { label: 'Kilo', shortLabel: 'Kilo', unit: 'kg', min: 1, max: 500, step: 0.1 },
  fatRatio: { label: 'Yağ Oranı', shortLabel: 'Yağ', unit: '%', min: 0, max: 100, step: 0.1 },
  waterRatio: { label: 'Su Oranı', shortLabel: 'Su', unit: '%', min: 0, max: 100, step: 0.1 },
  muscleRatio: { label: 'Kas Oranı', shortLabel: 'Kas', unit: '%', min: 0, max: 100, step: 0.1 },
  bodyComposition: { label: 'Vücut Kompozisyonu', shortLabel: 'Kompozisyon', unit: '%', min: 0, max: 100, step: 0.1 },
  bellyFat: { label: 'Karın Yağı', shortLabel: 'Karın Yağı', unit: '%', min: 0, max: 100, step: 0.1 },
  boneMass: { label: 'Kemik Kütlesi', shortLabel: 'Kemik', unit: 'kg', min: 0, max: 30, step: 0.1 },
  dailyCalories: { label: 'Günlük Kalori İhtiyacı', shortLabel: 'Kalori', unit: 'kcal', min: 0, max: 10000, step: 1 },
  metabolicAge: { label: 'Metabolik Yaş', shortLabel: 'Met. Yaş', unit: 'yaş', min: 0, max: 120, step: 1 },
  chest: { label: 'Göğüs Çevresi', shortLabel: 'Göğüs', unit: 'cm', min: 1, max: 300, step: 0.1 },
  waist: { label: 'Bel Çevresi', shortLabel: 'Bel', unit: 'cm', min: 1, max: 300, step: 0.1 },
  hip: { label: 'Kalça Çevresi', shortLabel: 'Kalça', unit: 'cm', min: 1, max: 300, step: 0.1 },
};
