// The client home screen's one answer (GET /api/me/home) and the water tracker (POST /api/me/water).

import type { FoodOption } from './foods.ts';

/**
 * The calculator's foods: the diary picker's list (GET /api/me/foods), fetched once and cached, so the
 * home's own answer stays a few kilobytes (issue #17).
 */
export type HomeFood = FoodOption;

export type HomeMeasurement = {
  id: string;
  measurementDate: string;
  weight: number;
  fatRatio: number;
  waterRatio: number;
  muscleRatio: number;
  bodyComposition: number;
  bellyFat: number;
  boneMass: number;
  dailyCalories: number;
  metabolicAge: number;
  chest: number;
  waist: number;
  hip: number;
};

export type HomeGoal = {
  id: string;
  title: string;
  description: string;
  startDate: string;
  endDate: string | null;
  completed: boolean;
  createdAt: string;
};

export type WaterToday = { date: string; glasses: number; goal: number };

/** How one body value moved from the first measurement to the newest one. */
export type MeasurementChange = { first: number; latest: number; change: number };

export type HealthStatistics = {
  measurementCount: number;
  firstMeasurementDate: string | null;
  latestMeasurementDate: string | null;
  /** Null until there are two measurements to compare. */
  changes: {
    weight: MeasurementChange;
    fatRatio: MeasurementChange;
    muscleRatio: MeasurementChange;
    waist: MeasurementChange;
  } | null;
  /** Days of the current week (Monday to today, Europe/Istanbul) with the water goal reached. */
  waterGoalDaysThisWeek: number;
  daysElapsedThisWeek: number;
  goalsCompleted: number;
  goalsTotal: number;
  /** Days since the client's start date (0 on the first day). */
  daysSinceStart: number;
};

/** How the weight moved from the measurement before the newest one to the newest, in words only. */
export type WeightTrend = 'down' | 'up' | 'same';

/**
 * A hide-numbers client's progress (ADR 0090): when they were last measured and which way the weight
 * went since the measurement before, never by how much (null until there are two measurements).
 */
export type HomeProgress = {
  measurementCount: number;
  latestMeasurementDate: string | null;
  weightTrend: WeightTrend | null;
};

type ClientHomeCommon = {
  client: { name: string; startDate: string };
  water: WaterToday;
  goals: HomeGoal[];
  /** In hide-numbers mode `changes` is always null: counts and days only, no body value's change. */
  statistics: HealthStatistics;
};

/**
 * The home: with the newest measurement, or for a hide-numbers client (ADR 0090) without it and with
 * the progress in words instead.
 */
export type ClientHomeResponse =
  | (ClientHomeCommon & { numbersHidden: false; latestMeasurement: HomeMeasurement | null; progress: null })
  | (ClientHomeCommon & { numbersHidden: true; latestMeasurement: null; progress: HomeProgress });

export type AddWaterGlassResponse = { water: WaterToday };
