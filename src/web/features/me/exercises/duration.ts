import { formatNumber } from '../../../../shared/format.ts';

/** "30 dk", "1,5 dk" or "45 sn": an exercise's duration in minutes as the cards show it (spec 1 §2.8). */
export function formatDurationMinutes(seconds: number): string {
  if (seconds < 60) return `${seconds} sn`;
  const minutes = Math.round((seconds / 60) * 10) / 10;
  return `${formatNumber(minutes, 1)} dk`;
}

/** mm:ss of the exercise timer. */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}
