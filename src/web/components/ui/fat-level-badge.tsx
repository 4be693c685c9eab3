import {
  type AgeFatBand,
  ageBandLabel,
  assessFatRatio,
  type FatLevel,
  fatLevelLabels,
} from '../../../shared/fat-levels.ts';
import { Badge } from './badge.tsx';

const tones = { excellent: 'success', good: 'info', average: 'warning', poor: 'danger' } as const satisfies Record<
  FatLevel,
  string
>;

/**
 * Where a fat ratio falls in the client's age band of İdeal Yağ Değerleri (Çok İyi / İyi / Orta /
 * Kötü). The title says which band it was read against.
 */
export function FatLevelBadge({ fatRatio, band }: { fatRatio: number; band: AgeFatBand }) {
  const level = assessFatRatio(fatRatio, band);
  return (
    <Badge tone={tones[level]}>
      <span title={`${ageBandLabel(band.ageStart, band.ageEnd)} yaş aralığına göre`}>{fatLevelLabels[level]}</span>
    </Badge>
  );
}
