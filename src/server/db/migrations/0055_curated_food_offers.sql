CREATE TABLE "curated_food_offers" (
	"food_key" text PRIMARY KEY NOT NULL,
	"offered_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
-- Hand-written (keep when regenerating), ADR 0075 amendment of 2026-11-28: a database seeded before
-- this table existed was offered the first curated list, the 219 foods below (their keys: the name
-- folded as foodNameKey folds it; tests/fixtures/curated-foods-first-release.json has the names). It
-- had them if it loaded the demo practice or holds a curated food (only those have a USDA source).
-- Recorded here, so the next start adds only the foods new since then, not one the dietitian deleted.
INSERT INTO "curated_food_offers" ("food_key")
  SELECT "key" FROM unnest(ARRAY[
    'acili ezme', 'adana kebap', 'alabalik (izgara)', 'antep fistigi (kavrulmus)', 'armut',
    'asma yapragi', 'asure', 'avokado', 'ay cekirdegi ici', 'aycicek yagi', 'ayran', 'ayva', 'badem',
    'bal', 'bal kabagi', 'bamya', 'bamya yemegi', 'barbunya (haslanmis)', 'beyaz ekmek',
    'beyaz lahana', 'beyaz peynir', 'bezelye', 'bezelye yemegi', 'bitter cikolata (%70-85 kakao)',
    'bogurtlen', 'borulce (haslanmis)', 'brokoli', 'bugday unu', 'bulgur (cig)', 'bulgur (haslanmis)',
    'bulgur pilavi', 'cacik', 'ceviz ici', 'cevizli baklava', 'cavdar ekmegi', 'cay (sekersiz)',
    'cilbir', 'cilek', 'coban salatasi', 'cokelek', 'dana biftek (izgara)', 'dana cigeri (tavada)',
    'dana kiyma (%15 yagli, cig)', 'dereotu', 'dolmalik fistik', 'domates', 'domates corbasi',
    'domates salcasi', 'dut', 'elma', 'enginar', 'erik', 'esmer pirinc (haslanmis)',
    'etli biber dolmasi', 'etli nohut', 'ezogelin corbasi', 'findik', 'filtre kahve (sekersiz)',
    'gavurdagi salatasi', 'greyfurt', 'hamsi (cig)', 'haslanmis yumurta', 'havuc', 'haydari',
    'hindi gogsu (firinda)', 'humus', 'hurma', 'ispanak', 'ispanak yemegi', 'ispanakli gozleme',
    'izgara kofte', 'imam bayildi', 'incir', 'irmik', 'irmik helvasi', 'kabak', 'kabak cekirdegi ici',
    'kabak mucveri', 'kaju', 'karnabahar', 'karniyarik', 'karpuz', 'kasar peyniri', 'kasarli pide',
    'kasarli tost', 'kavun', 'kayisi', 'keci peyniri', 'kereviz', 'kirmizi biber',
    'kirmizi mercimek (kuru)', 'kisir', 'kiymali makarna', 'kiymali pide', 'kinoa (haslanmis)',
    'kiraz', 'kivi', 'kola', 'krema', 'kuru fasulye', 'kuru fasulye (haslanmis)',
    'kuru fasulye (kuru)', 'kuru incir', 'kuru kayisi', 'kuru sogan', 'kuru uzum',
    'kuzu but (firinda)', 'kuzu kiyma (cig)', 'labne', 'lahmacun', 'lavas', 'levrek (izgara)', 'limon',
    'limon suyu', 'lor peyniri', 'lufer (izgara)', 'makarna (haslanmis)', 'makarna (kuru)',
    'mandalina', 'mantar', 'manti (yogurtlu)', 'marul', 'maydanoz', 'menemen', 'mercimek corbasi',
    'mercimek koftesi', 'mevsim salatasi', 'mezgit (izgara)', 'misir (taze)', 'misir gevregi',
    'mozzarella peyniri', 'muhallebi', 'muz', 'nar', 'nohut (haslanmis)', 'nohut (kuru)', 'pancar',
    'parmesan peyniri', 'pastirma', 'patates (cig)', 'patates (haslanmis)', 'patates kizartmasi',
    'patlican', 'pekmez', 'peynirli borek (firinda)', 'peynirli omlet', 'peynirli pogaca', 'pirasa',
    'pide ekmegi', 'pirinc (cig)', 'pirinc (haslanmis)', 'pirinc pilavi', 'piyaz', 'portakal',
    'portakal suyu (taze sikilmis)', 'recel', 'roka', 'sade dondurma', 'sade omlet', 'salatalik',
    'salatalik tursusu', 'sarimsak', 'semizotu', 'sigara boregi', 'simit', 'sivri biber (aci)',
    'siyah zeytin', 'somon (firinda)', 'su', 'susam', 'sut (tam yagli)', 'sut (yagsiz)',
    'sut (yarim yagli)', 'sutlac', 'sutlu cikolata', 'suzme yogurt (yagsiz)', 'saksuka', 'seftali',
    'sehriyeli pirinc pilavi', 'sehriyeli tavuk corbasi', 'tahin', 'tam bugday ekmegi',
    'tavuk but (derisiz, firinda)', 'tavuk doner', 'tavuk gogsu (cig)', 'tavuk gogsu (firinda)',
    'tavuk sote', 'tavuk sis', 'taze fasulye', 'taze nane', 'taze sogan', 'tereyagi',
    'ton baligi (konserve, suzulmus)', 'toz seker', 'trabzon hurmasi', 'turp', 'turlu',
    'uskumru (izgara)', 'uzum', 'visne', 'yagsiz dana kiyma (%10 yagli, cig)', 'yayla corbasi',
    'yer fistigi (kavrulmus)', 'yesil biber', 'yesil mercimek (haslanmis)', 'yesil zeytin',
    'yogurt (az yagli)', 'yogurt (tam yagli)', 'yogurtlu semizotu', 'yufka', 'yulaf ezmesi', 'yumurta',
    'yumurta aki', 'zeytinyagi', 'zeytinyagli barbunya', 'zeytinyagli enginar', 'zeytinyagli pirasa',
    'zeytinyagli taze fasulye', 'zeytinyagli yaprak sarma'
  ]::text[]) AS "first_release"("key")
  WHERE EXISTS (SELECT 1 FROM "demo_practice_loads")
    OR EXISTS (SELECT 1 FROM "food_items" WHERE "source" LIKE 'USDA SR26%')
  ON CONFLICT DO NOTHING;
