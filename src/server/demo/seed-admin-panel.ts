import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { adminUsers, coachMessages } from '../db/schema/index.ts';
import { demoAdmin } from './demo-accounts.ts';

const MINUTE_MS = 60_000;

// A short, believable life-coach conversation of the demo dietitian, so the chat opens with history.
const demoConversation: Array<{ role: 'user' | 'assistant'; content: string }> = [
  { role: 'user', content: 'Ara öğünlerde danışanlarıma hangi atıştırmalıkları önermeliyim?' },
  {
    role: 'assistant',
    content: [
      'Ara öğünlerde hem tok tutan hem de kan şekerini dengeleyen seçenekler iyi olur:',
      '• Bir avuç çiğ badem veya ceviz (yaklaşık 10-12 adet)',
      '• Bir kase yoğurt, üzerine tarçın ve birkaç dilim taze meyve',
      '• Tam buğday grissini ile bir dilim beyaz peynir',
      '• Havuç, salatalık ve humus',
      'Porsiyonları kişinin günlük enerji ihtiyacına göre ayarlamayı unutmayın. Diyabet veya sindirim sorunu olan danışanlar için bir hekimle birlikte plan yapılması önerilir.',
    ].join('\n'),
  },
];

/** Seeds the demo dietitian's coach conversation when it has none. Returns how many rows were made. */
export async function seedAdminPanelDemo(db: Database): Promise<number> {
  const [admin] = await db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.email, demoAdmin.email));
  if (!admin) return 0;
  const existing = await db
    .select({ id: coachMessages.id })
    .from(coachMessages)
    .where(eq(coachMessages.adminId, admin.id))
    .limit(1);
  if (existing.length > 0) return 0;
  const start = Date.now() - 2 * 24 * 60 * MINUTE_MS;
  await db.insert(coachMessages).values(
    demoConversation.map((message, index) => ({
      adminId: admin.id,
      role: message.role,
      content: message.content,
      createdAt: new Date(start + index * MINUTE_MS),
    })),
  );
  return demoConversation.length;
}
