import type { GoalType } from '../constants.ts';
import type { Client } from './clients.ts';
import type { AgeFatBand } from './ideal-values.ts';
import type { Measurement } from './measurements.ts';

// The one answer of GET /api/admin/reports/:clientId.
/** The report's profile block: the client without the row's timestamp. */
export type ReportClient = Omit<Client, 'createdAt' | 'version' | 'hideNumbers'>;
export type ReportWaterDay = { date: string; glasses: number };
export type ReportGoal = {
  id: string;
  title: string;
  description: string;
  type: GoalType;
  targetValue: number;
  startDate: string;
  endDate: string | null;
  completed: boolean;
};
/**
 * The client's appointments by how they ended (issue #44): those linked to the client's account (booked
 * from 'Randevularım', or by the dietitian or a visitor with the client's e-mail).
 */
export type ReportAppointmentCounts = {
  total: number;
  upcoming: number;
  completed: number;
  cancelled: number;
  noShow: number;
};
export type ClientReportResponse = {
  client: ReportClient;
  /** Newest first. */
  measurements: Measurement[];
  /** Newest first. */
  water: ReportWaterDay[];
  goals: ReportGoal[];
  appointments: ReportAppointmentCounts;
  /** The age-based fat band for the client's gender and age (İdeal Yağ Değerleri), null when not set. */
  fatBand: AgeFatBand | null;
  /** Whether the AI analysis can be asked for (a provider is configured on the server). */
  aiConfigured: boolean;
};

/** Texts of the AI analysis, the same on the server (error answers) and in the report screen. */
export const reportAnalysisMessages = {
  failed: 'Üzgünüm, analiz oluşturulurken bir hata meydana geldi. Lütfen tekrar deneyin.',
  notConfigured:
    'Yapay zekâ analizi yapılandırılmamış. Bu özelliği kullanmak için sunucu yöneticisinin bir yapay zekâ sağlayıcısı tanımlaması gerekir.',
} as const;
