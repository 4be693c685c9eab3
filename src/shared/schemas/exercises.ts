import type { ExerciseCategory } from '../constants.ts';

export type Exercise = {
  id: string;
  name: string;
  description: string;
  /** The illustration's URL (gif_url), e.g. /exercises/plank.svg. */
  gifUrl: string;
  /** Seconds. */
  duration: number;
  category: ExerciseCategory;
};

export type ExercisesResponse = { exercises: Exercise[] };
