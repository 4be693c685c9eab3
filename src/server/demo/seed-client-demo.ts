import { count, eq, inArray } from 'drizzle-orm';
import { toBusinessDay } from '../../shared/dates.ts';
import type { Database } from '../db/client.ts';
import { clientGoals, clientMeasurements, clients, goals, notifications, waterIntake } from '../db/schema/index.ts';
import { demoClients } from './demo-accounts.ts';

// The client area of the demo client danisan@example.com (client A): five months of measurements
// improving as a real programme does (fast at first, then slower, with small ups and downs), goals,
// notifications and two weeks of water. danisan2@ and danisan3@ stay empty on purpose: the tests use
// them as "another client" and for the empty states.

const DAY_MS = 24 * 60 * 60 * 1000;
const dayAgo = (days: number) => toBusinessDay(new Date(Date.now() - days * DAY_MS));
const instantAgo = (days: number, hours = 0) => new Date(Date.now() - days * DAY_MS - hours * 60 * 60 * 1000);

/** First and last value of each measurement field; the rows in between follow the curve below. */
const measurementRange = {
  weight: [82.6, 74.1],
  fatRatio: [36.8, 31.2],
  waterRatio: [45.1, 49.0],
  muscleRatio: [29.4, 31.6],
  bodyComposition: [30.3, 27.2],
  bellyFat: [11, 8],
  boneMass: [2.5, 2.6],
  dailyCalories: [1640, 1585],
  metabolicAge: [45, 38],
  chest: [104, 97.5],
  waist: [95, 83.5],
  hip: [113, 104.5],
} as const;

const MEASUREMENT_DAYS_AGO = [148, 134, 120, 106, 92, 78, 64, 50, 36, 22, 8];
/** Progress (0 → 1) at each measurement: quick early losses, a plateau and a small setback. */
const PROGRESS = [0, 0.17, 0.31, 0.42, 0.5, 0.48, 0.6, 0.7, 0.79, 0.9, 1];

const demoGoals = [
  {
    title: 'Günde 8 bardak su',
    description: 'Gün boyu en az 8 bardak (yaklaşık 2 litre) su için.',
    type: 'water',
    targetValue: 8,
  },
  {
    title: 'Haftada 3 gün tempolu yürüyüş',
    description: 'Haftada en az 3 gün, 30 dakika tempolu yürüyüş yapın.',
    type: 'exercise',
    targetValue: 3,
  },
  {
    title: 'Günde 30 dakika hareket',
    description: 'Her gün toplam 30 dakika yürüyüş, bisiklet ya da egzersiz hedefleyin.',
    type: 'exercise',
    targetValue: 30,
  },
  {
    title: 'Haftada 2 gün esneme',
    description: 'Haftada 2 gün 15 dakikalık esneme ve mobilite çalışması yapın.',
    type: 'exercise',
    targetValue: 2,
  },
] as const;

/** Glasses for the last 14 days, oldest first; the last one is today (below the goal, to tap on). */
const WATER_GLASSES = [6, 8, 9, 7, 8, 10, 5, 8, 8, 9, 6, 8, 9, 3];

const demoNotifications = [
  {
    title: 'Hoş geldiniz',
    message: 'Denge danışan alanınız hazır. Programınıza ve ölçümlerinize buradan ulaşabilirsiniz.',
    daysAgo: 147,
    read: true,
  },
  {
    title: 'Beslenme programınız güncellendi',
    message: 'Bu haftanın programında kahvaltı ve ara öğünler yenilendi. Göz atmayı unutmayın.',
    daysAgo: 60,
    read: true,
  },
  {
    title: 'Harika ilerleme!',
    message: 'Son ölçümünüzde bel çevreniz 2 cm azaldı. Böyle devam edin!',
    daysAgo: 36,
    read: true,
  },
  {
    title: 'Yeni hedef atandı',
    message: "Size 'Haftada 2 gün esneme' hedefi atandı.",
    daysAgo: 20,
    read: false,
  },
  {
    title: 'Ölçüm günü yaklaşıyor',
    message: 'Bir sonraki ölçümünüz için randevunuzu oluşturmayı unutmayın.',
    daysAgo: 3,
    read: false,
  },
  {
    title: 'Su hatırlatması',
    message: 'Bugün henüz hedefinize ulaşmadınız. Bir bardak su içmeye ne dersiniz?',
    daysAgo: 0,
    read: false,
  },
];

const round1 = (value: number) => Math.round(value * 10) / 10;

/** Seeds client A's area once: skipped when the client already has measurements. */
export async function seedClientDemo(db: Database): Promise<number> {
  const email = demoClients[0].email;
  const [client] = await db.select({ id: clients.id }).from(clients).where(eq(clients.email, email)).limit(1);
  if (!client) return 0;
  const [existing] = await db
    .select({ value: count() })
    .from(clientMeasurements)
    .where(eq(clientMeasurements.clientId, client.id));
  if (Number(existing?.value ?? 0) > 0) return 0;

  await db.transaction(async (tx) => {
    await tx.insert(clientMeasurements).values(
      MEASUREMENT_DAYS_AGO.map((daysAgo, index) => {
        const progress = PROGRESS[index] ?? 1;
        const value = (field: keyof typeof measurementRange) => {
          const [first, last] = measurementRange[field];
          return round1(first + (last - first) * progress);
        };
        return {
          clientId: client.id,
          measurementDate: dayAgo(daysAgo),
          weight: value('weight'),
          fatRatio: value('fatRatio'),
          waterRatio: value('waterRatio'),
          muscleRatio: value('muscleRatio'),
          bodyComposition: value('bodyComposition'),
          bellyFat: Math.round(value('bellyFat')),
          boneMass: value('boneMass'),
          dailyCalories: Math.round(value('dailyCalories')),
          metabolicAge: Math.round(value('metabolicAge')),
          chest: value('chest'),
          waist: value('waist'),
          hip: value('hip'),
          createdAt: instantAgo(daysAgo),
        };
      }),
    );

    const goalIds = await findOrCreateGoals(tx);
    await tx.insert(clientGoals).values(
      [
        {
          goalId: goalIds[0]!,
          startDate: dayAgo(145),
          endDate: dayAgo(85),
          completed: true,
          createdAt: instantAgo(145),
        },
        {
          goalId: goalIds[1]!,
          startDate: dayAgo(110),
          endDate: dayAgo(40),
          completed: true,
          createdAt: instantAgo(110),
        },
        { goalId: goalIds[2]!, startDate: dayAgo(60), endDate: null, completed: false, createdAt: instantAgo(60) },
        {
          goalId: goalIds[3]!,
          startDate: dayAgo(20),
          endDate: dayAgo(-40),
          completed: false,
          createdAt: instantAgo(20),
        },
      ].map((row) => ({ ...row, clientId: client.id })),
    );

    await tx.insert(notifications).values(
      demoNotifications.map((row) => ({
        clientId: client.id,
        title: row.title,
        message: row.message,
        read: row.read,
        createdAt: instantAgo(row.daysAgo, row.daysAgo === 0 ? 0 : 3),
      })),
    );

    await tx.insert(waterIntake).values(
      WATER_GLASSES.map((glasses, index) => ({
        clientId: client.id,
        date: dayAgo(WATER_GLASSES.length - 1 - index),
        glasses,
      })),
    );
  });
  return 1;
}

/** Reuses goals of the same title (the admin's goal catalogue may already hold them). */
async function findOrCreateGoals(tx: Database): Promise<string[]> {
  const titles = demoGoals.map((goal) => goal.title);
  const existing = await tx
    .select({ id: goals.id, title: goals.title })
    .from(goals)
    .where(inArray(goals.title, titles));
  const ids: string[] = [];
  for (const goal of demoGoals) {
    const found = existing.find((row) => row.title === goal.title);
    if (found) {
      ids.push(found.id);
      continue;
    }
    const [created] = await tx.insert(goals).values(goal).returning({ id: goals.id });
    ids.push(created!.id);
  }
  return ids;
}
