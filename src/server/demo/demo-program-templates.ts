import { type MealType, mealTypes, type WeekDay, weekDays } from '../../shared/constants.ts';
import type { HouseholdMeasure } from '../../shared/diet-totals.ts';

// The demo practice's template library beyond the first one (issue #40, ADR 0086 amendment): weeks a
// Turkish dietitian would keep, built from the seeded food database (data/foods.json, names as there)
// with their meal texts. Each week rotates three day menus (A B C A B C A), as printed diet lists
// often do; the food lines carry the amounts, the texts say it the way the client reads it.

/** A food line: [food name, grams] or [food name, count, household measure]. */
type DemoLine = [string, number] | [string, number, HouseholdMeasure];
type DemoMeal = { text: string; lines: DemoLine[] };
type DemoDay = Record<MealType, DemoMeal>;

export type DemoProgramTemplate = {
  name: string;
  description: string;
  dailyCaloriesTarget: number;
  notes: string;
  /** Three day menus; the week is A B C A B C A. */
  days: [DemoDay, DemoDay, DemoDay];
};

const meal = (text: string, ...lines: DemoLine[]): DemoMeal => ({ text, lines });

const diabetesFriendly: DemoProgramTemplate = {
  name: 'Diyabet dostu 1600 kcal',
  description:
    'Düşük glisemik yükle, karbonhidratı öğünlere eşit dağıtan 7 günlük liste; tip 2 diyabet ve insülin direnci için.',
  dailyCaloriesTarget: 1600,
  notes: [
    'Öğün saatlerinizi sabit tutun; ara öğünleri atlamayın.',
    'Ekmeği tam buğday veya çavdar seçin; meyveyi tek başına değil yoğurt ya da kuruyemişle yiyin.',
    'Şekerli içecek, meyve suyu ve beyaz unlu ürünlerden uzak durun. Ölçüm günlerinde kan şekerinizi not edin.',
  ].join('\n'),
  days: [
    {
      breakfast: meal(
        '1 haşlanmış yumurta, 1 kibrit kutusu beyaz peynir, 5 zeytin, bol domates-salatalık, 2 dilim tam buğday ekmeği',
        ['Haşlanmış yumurta', 50],
        ['Beyaz peynir', 30],
        ['Yeşil zeytin', 20],
        ['Domates', 100],
        ['Salatalık', 100],
        ['Tam buğday ekmeği', 2, 'slice'],
      ),
      morning_snack: meal('1 orta boy elma, 10 çiğ badem', ['Elma', 150], ['Badem', 15]),
      lunch: meal(
        '1 kase mercimek çorbası, 6 yemek kaşığı zeytinyağlı taze fasulye, 1 kase yoğurt',
        ['Mercimek çorbası', 1, 'bowl'],
        ['Zeytinyağlı taze fasulye', 180],
        ['Yoğurt (az yağlı)', 150],
      ),
      afternoon_snack: meal('1 su bardağı ayran, 2 tam ceviz içi', ['Ayran', 1, 'water_glass'], ['Ceviz içi', 10]),
      dinner: meal(
        '150 g ızgara tavuk göğsü, 4 yemek kaşığı bulgur pilavı, mevsim salatası (1 tatlı kaşığı zeytinyağı)',
        ['Tavuk göğsü (fırında)', 150],
        ['Bulgur pilavı', 60],
        ['Mevsim salatası', 150],
        ['Zeytinyağı', 1, 'dessert_spoon'],
      ),
      evening_snack: meal('1 su bardağı yarım yağlı süt', ['Süt (yarım yağlı)', 1, 'water_glass']),
    },
    {
      breakfast: meal(
        'Sebzeli omlet (2 yumurta), 1 dilim çavdar ekmeği, domates-salatalık, şekersiz çay',
        ['Sade omlet', 120],
        ['Çavdar ekmeği', 1, 'slice'],
        ['Domates', 100],
        ['Salatalık', 100],
      ),
      morning_snack: meal('1 orta boy armut, 2 tam ceviz içi', ['Armut', 150], ['Ceviz içi', 10]),
      lunch: meal(
        '1 porsiyon kuru fasulye, 3 yemek kaşığı bulgur pilavı, çoban salatası',
        ['Kuru fasulye', 200],
        ['Bulgur pilavı', 45],
        ['Çoban salatası', 150],
      ),
      afternoon_snack: meal(
        '1 kase yoğurt, 1 yemek kaşığı yulaf',
        ['Yoğurt (az yağlı)', 150],
        ['Yulaf ezmesi', 1, 'tablespoon'],
      ),
      dinner: meal(
        '1 porsiyon fırında levrek, roka salatası, 1 dilim tam buğday ekmeği',
        ['Levrek (ızgara)', 180],
        ['Roka', 50],
        ['Zeytinyağı', 1, 'dessert_spoon'],
        ['Tam buğday ekmeği', 1, 'slice'],
      ),
      evening_snack: meal('10 fındık, 1 çay bardağı süt', ['Fındık', 10], ['Süt (yarım yağlı)', 1, 'tea_glass']),
    },
    {
      breakfast: meal(
        'Yulaf lapası (4 yemek kaşığı yulaf, 1 su bardağı süt, tarçın), 1 tatlı kaşığı ceviz',
        ['Yulaf ezmesi', 4, 'tablespoon'],
        ['Süt (yarım yağlı)', 1, 'water_glass'],
        ['Ceviz içi', 1, 'dessert_spoon'],
      ),
      morning_snack: meal('1 orta boy portakal, 1 kibrit kutusu lor peyniri', ['Portakal', 150], ['Lor peyniri', 40]),
      lunch: meal(
        '1 porsiyon ıspanak yemeği, 1 kase yoğurt, 1 dilim tam buğday ekmeği',
        ['Ispanak yemeği', 200],
        ['Yoğurt (az yağlı)', 150],
        ['Tam buğday ekmeği', 1, 'slice'],
      ),
      afternoon_snack: meal('1 su bardağı ayran, 1 avuç çilek', ['Ayran', 1, 'water_glass'], ['Çilek', 1, 'handful']),
      dinner: meal(
        '4 adet ızgara köfte, piyaz, bol yeşil salata',
        ['Izgara köfte', 120],
        ['Piyaz', 120],
        ['Marul', 60],
      ),
      evening_snack: meal('1 kase yoğurt', ['Yoğurt (az yağlı)', 150]),
    },
  ],
};

const pregnancySecondTrimester: DemoProgramTemplate = {
  name: 'Gebelik 2. trimester 2000 kcal',
  description: 'Gebeliğin 4–6. ayı için demir, kalsiyum ve protein açısından zengin 7 günlük liste.',
  dailyCaloriesTarget: 2000,
  notes: [
    'Çiğ ya da az pişmiş et, yumurta ve pastörize edilmemiş süt ürünleri tüketmeyin.',
    'Günde en az 10 bardak su için; kahveyi günde 1 fincanla sınırlayın.',
    'Demir ve folik asit desteğinizi hekiminizin önerdiği saatte, çayla değil portakal suyuyla alın.',
  ].join('\n'),
  days: [
    {
      breakfast: meal(
        '2 haşlanmış yumurta, 2 kibrit kutusu beyaz peynir, 5 zeytin, domates-salatalık, 2 dilim tam buğday ekmeği, 1 çay bardağı taze portakal suyu',
        ['Haşlanmış yumurta', 100],
        ['Beyaz peynir', 60],
        ['Siyah zeytin', 20],
        ['Domates', 100],
        ['Salatalık', 100],
        ['Tam buğday ekmeği', 2, 'slice'],
        ['Portakal suyu (taze sıkılmış)', 1, 'tea_glass'],
      ),
      morning_snack: meal('1 orta boy elma, 10 çiğ badem', ['Elma', 150], ['Badem', 15]),
      lunch: meal(
        '1 porsiyon etli nohut, 5 yemek kaşığı bulgur pilavı, 1 kase cacık',
        ['Etli nohut', 250],
        ['Bulgur pilavı', 75],
        ['Cacık', 200],
      ),
      afternoon_snack: meal(
        '1 su bardağı süt, 3 kuru kayısı',
        ['Süt (yarım yağlı)', 1, 'water_glass'],
        ['Kuru kayısı', 25],
      ),
      dinner: meal(
        '1 porsiyon fırında somon, 1 orta boy haşlanmış patates, buharda brokoli',
        ['Somon (fırında)', 150],
        ['Patates (haşlanmış)', 1, 'medium_piece'],
        ['Brokoli', 150],
      ),
      evening_snack: meal(
        '1 kase yoğurt, 1 tatlı kaşığı pekmez',
        ['Yoğurt (tam yağlı)', 200],
        ['Pekmez', 1, 'dessert_spoon'],
      ),
    },
    {
      breakfast: meal(
        'Menemen (2 yumurta), 1 kibrit kutusu kaşar, 2 dilim çavdar ekmeği, 1 tatlı kaşığı tahin + 1 tatlı kaşığı pekmez',
        ['Menemen', 200],
        ['Kaşar peyniri', 30],
        ['Çavdar ekmeği', 2, 'slice'],
        ['Tahin', 1, 'dessert_spoon'],
        ['Pekmez', 1, 'dessert_spoon'],
      ),
      morning_snack: meal('1 orta boy armut, 2 tam ceviz içi', ['Armut', 150], ['Ceviz içi', 15]),
      lunch: meal(
        '1 kase mercimek çorbası, 120 g ızgara köfte, çoban salatası, 1 dilim tam buğday ekmeği',
        ['Mercimek çorbası', 1, 'bowl'],
        ['Izgara köfte', 120],
        ['Çoban salatası', 150],
        ['Tam buğday ekmeği', 1, 'slice'],
      ),
      afternoon_snack: meal('1 su bardağı ayran, 1 avuç fındık', ['Ayran', 1, 'water_glass'], ['Fındık', 20]),
      dinner: meal(
        '1 porsiyon zeytinyağlı barbunya, 1 kase yoğurt, 4 yemek kaşığı pirinç pilavı',
        ['Zeytinyağlı barbunya', 200],
        ['Yoğurt (tam yağlı)', 150],
        ['Pirinç pilavı', 60],
      ),
      evening_snack: meal('1 orta boy muz, 1 çay bardağı süt', ['Muz', 120], ['Süt (yarım yağlı)', 1, 'tea_glass']),
    },
    {
      breakfast: meal(
        'Yulaf lapası (5 yemek kaşığı yulaf, 1 su bardağı süt, yarım muz), 1 haşlanmış yumurta',
        ['Yulaf ezmesi', 5, 'tablespoon'],
        ['Süt (yarım yağlı)', 1, 'water_glass'],
        ['Muz', 60],
        ['Haşlanmış yumurta', 50],
      ),
      morning_snack: meal('1 kase çilek, 2 kibrit kutusu lor peyniri', ['Çilek', 150], ['Lor peyniri', 60]),
      lunch: meal(
        '150 g fırında tavuk but, 5 yemek kaşığı bulgur pilavı, mevsim salatası (1 tatlı kaşığı zeytinyağı)',
        ['Tavuk but (derisiz, fırında)', 150],
        ['Bulgur pilavı', 75],
        ['Mevsim salatası', 150],
        ['Zeytinyağı', 1, 'dessert_spoon'],
      ),
      afternoon_snack: meal(
        '1 su bardağı süt, 2 kuru incir',
        ['Süt (yarım yağlı)', 1, 'water_glass'],
        ['Kuru incir', 30],
      ),
      dinner: meal(
        '1 porsiyon ıspanak yemeği, 1 kase yoğurt, 1 dilim tam buğday ekmeği',
        ['Ispanak yemeği', 250],
        ['Yoğurt (tam yağlı)', 200],
        ['Tam buğday ekmeği', 1, 'slice'],
      ),
      evening_snack: meal('1 orta boy portakal, 10 çiğ badem', ['Portakal', 150], ['Badem', 15]),
    },
  ],
};

const athleteHighProtein: DemoProgramTemplate = {
  name: 'Sporcu 2200 kcal yüksek protein',
  description:
    'Haftada 4–5 gün ağırlık antrenmanı yapan yetişkin için; günde vücut ağırlığı başına yaklaşık 1,6–2 g protein.',
  dailyCaloriesTarget: 2200,
  notes: [
    'Antrenmandan sonraki 1 saat içinde ara öğününüzü yiyin.',
    'Antrenman günlerinde 2,5–3 litre su için.',
    'Dinlenme günlerinde ekmek ve pilav miktarını yarıya indirebilirsiniz.',
  ].join('\n'),
  days: [
    {
      breakfast: meal(
        '2 yumurtalı peynirli omlet, 3 yemek kaşığı yulaf, 1 su bardağı süt, 1 orta boy muz',
        ['Peynirli omlet', 150],
        ['Yulaf ezmesi', 3, 'tablespoon'],
        ['Süt (yarım yağlı)', 1, 'water_glass'],
        ['Muz', 120],
      ),
      morning_snack: meal('1 kase süzme yoğurt, 10 çiğ badem', ['Süzme yoğurt (yağsız)', 150], ['Badem', 15]),
      lunch: meal(
        '200 g tavuk şiş, 5 yemek kaşığı bulgur pilavı, çoban salatası',
        ['Tavuk şiş', 200],
        ['Bulgur pilavı', 75],
        ['Çoban salatası', 150],
      ),
      afternoon_snack: meal(
        '1 su bardağı ayran, 1 dilim tam buğday ekmeği ile 1 kibrit kutusu lor',
        ['Ayran', 1, 'water_glass'],
        ['Tam buğday ekmeği', 1, 'slice'],
        ['Lor peyniri', 40],
      ),
      dinner: meal(
        '150 g ızgara dana biftek, 1 orta boy haşlanmış patates, roka salatası',
        ['Dana biftek (ızgara)', 150],
        ['Patates (haşlanmış)', 1, 'medium_piece'],
        ['Roka', 50],
        ['Zeytinyağı', 1, 'dessert_spoon'],
      ),
      evening_snack: meal('1 kase yoğurt', ['Yoğurt (az yağlı)', 200]),
    },
    {
      breakfast: meal(
        '3 haşlanmış yumurta, 2 kibrit kutusu beyaz peynir, domates-salatalık, 2 dilim tam buğday ekmeği',
        ['Haşlanmış yumurta', 150],
        ['Beyaz peynir', 60],
        ['Domates', 100],
        ['Salatalık', 100],
        ['Tam buğday ekmeği', 2, 'slice'],
      ),
      morning_snack: meal('1 orta boy elma, 1 avuç fındık', ['Elma', 150], ['Fındık', 20]),
      lunch: meal(
        '1 kutu ton balığı, 6 yemek kaşığı haşlanmış nohut, bol yeşil salata (1 tatlı kaşığı zeytinyağı), 1 dilim tam buğday ekmeği',
        ['Ton balığı (konserve, süzülmüş)', 150],
        ['Nohut (haşlanmış)', 90],
        ['Mevsim salatası', 150],
        ['Zeytinyağı', 1, 'dessert_spoon'],
        ['Tam buğday ekmeği', 1, 'slice'],
      ),
      afternoon_snack: meal(
        '1 su bardağı süt, 4 yemek kaşığı yulaf, 1 orta boy muz',
        ['Süt (yarım yağlı)', 1, 'water_glass'],
        ['Yulaf ezmesi', 4, 'tablespoon'],
        ['Muz', 100],
      ),
      dinner: meal(
        '200 g fırında hindi göğsü, 5 yemek kaşığı esmer pirinç, buharda brokoli',
        ['Hindi göğsü (fırında)', 200],
        ['Esmer pirinç (haşlanmış)', 100],
        ['Brokoli', 150],
      ),
      evening_snack: meal('1 kase süzme yoğurt', ['Süzme yoğurt (yağsız)', 150]),
    },
    {
      breakfast: meal(
        'Menemen (3 yumurta), 1 kibrit kutusu kaşar, 2 dilim çavdar ekmeği',
        ['Menemen', 250],
        ['Kaşar peyniri', 30],
        ['Çavdar ekmeği', 2, 'slice'],
      ),
      morning_snack: meal(
        '1 kase süzme yoğurt, 1 yemek kaşığı bal',
        ['Süzme yoğurt (yağsız)', 200],
        ['Bal', 1, 'tablespoon'],
      ),
      lunch: meal(
        '150 g ızgara köfte, piyaz, 1 dilim tam buğday ekmeği',
        ['Izgara köfte', 150],
        ['Piyaz', 150],
        ['Tam buğday ekmeği', 1, 'slice'],
      ),
      afternoon_snack: meal('1 su bardağı ayran, 1 avuç badem', ['Ayran', 1, 'water_glass'], ['Badem', 1, 'handful']),
      dinner: meal(
        '150 g fırında somon, 6 yemek kaşığı bulgur pilavı, mevsim salatası',
        ['Somon (fırında)', 150],
        ['Bulgur pilavı', 90],
        ['Mevsim salatası', 150],
      ),
      evening_snack: meal('2 kibrit kutusu lor peyniri, 1 orta boy armut', ['Lor peyniri', 60], ['Armut', 150]),
    },
  ],
};

const vegetarian: DemoProgramTemplate = {
  name: 'Vejetaryen 1800 kcal',
  description: 'Et ve balık içermeyen; yumurta, süt ürünleri ve baklagillerle proteini tamamlayan 7 günlük liste.',
  dailyCaloriesTarget: 1800,
  notes: [
    'Baklagilleri bulgur ya da tam tahılla aynı öğünde yiyin; proteinleri birbirini tamamlar.',
    'Demir emilimi için baklagil yemeklerinin yanında limon, salata ya da bir turunçgil tüketin.',
    'B12 düzeyinizi 6 ayda bir kontrol ettirin.',
  ].join('\n'),
  days: [
    {
      breakfast: meal(
        '2 haşlanmış yumurta, 1 kibrit kutusu beyaz peynir, 5 zeytin, domates-salatalık, 2 dilim tam buğday ekmeği',
        ['Haşlanmış yumurta', 100],
        ['Beyaz peynir', 30],
        ['Siyah zeytin', 20],
        ['Domates', 100],
        ['Salatalık', 100],
        ['Tam buğday ekmeği', 2, 'slice'],
      ),
      morning_snack: meal('1 orta boy elma, 10 çiğ badem', ['Elma', 150], ['Badem', 15]),
      lunch: meal(
        '1 kase mercimek çorbası, 1 porsiyon zeytinyağlı barbunya, 4 yemek kaşığı bulgur pilavı',
        ['Mercimek çorbası', 1, 'bowl'],
        ['Zeytinyağlı barbunya', 200],
        ['Bulgur pilavı', 60],
      ),
      afternoon_snack: meal(
        '1 kase yoğurt, 1 tatlı kaşığı bal, 2 tam ceviz içi',
        ['Yoğurt (tam yağlı)', 150],
        ['Bal', 1, 'dessert_spoon'],
        ['Ceviz içi', 10],
      ),
      dinner: meal(
        '1 porsiyon mercimek köftesi, bol yeşillik, 1 kase cacık',
        ['Mercimek köftesi', 150],
        ['Marul', 60],
        ['Cacık', 200],
      ),
      evening_snack: meal('1 su bardağı süt', ['Süt (yarım yağlı)', 1, 'water_glass']),
    },
    {
      breakfast: meal(
        'Menemen (2 yumurta), 1 kibrit kutusu kaşar, 2 dilim çavdar ekmeği, şekersiz çay',
        ['Menemen', 200],
        ['Kaşar peyniri', 30],
        ['Çavdar ekmeği', 2, 'slice'],
      ),
      morning_snack: meal('1 orta boy portakal, 1 avuç fındık', ['Portakal', 150], ['Fındık', 20]),
      lunch: meal(
        '1 porsiyon humus, yarım lavaş, çoban salatası',
        ['Humus', 120],
        ['Lavaş', 50],
        ['Çoban salatası', 200],
      ),
      afternoon_snack: meal('1 su bardağı ayran, 2 kuru incir', ['Ayran', 1, 'water_glass'], ['Kuru incir', 30]),
      dinner: meal(
        '1 porsiyon zeytinyağlı enginar, 1 kase yoğurt, 4 yemek kaşığı bulgur pilavı',
        ['Zeytinyağlı enginar', 250],
        ['Yoğurt (tam yağlı)', 150],
        ['Bulgur pilavı', 60],
      ),
      evening_snack: meal('1 orta boy muz', ['Muz', 120]),
    },
    {
      breakfast: meal(
        'Yulaf lapası (4 yemek kaşığı yulaf, 1 su bardağı süt, yarım muz, 1 tatlı kaşığı ceviz)',
        ['Yulaf ezmesi', 4, 'tablespoon'],
        ['Süt (yarım yağlı)', 1, 'water_glass'],
        ['Muz', 60],
        ['Ceviz içi', 1, 'dessert_spoon'],
      ),
      morning_snack: meal('2 kibrit kutusu lor peyniri, 1 orta boy armut', ['Lor peyniri', 60], ['Armut', 150]),
      lunch: meal(
        '1 porsiyon kuru fasulye (etsiz), 4 yemek kaşığı bulgur pilavı, turşu',
        ['Kuru fasulye (haşlanmış)', 200],
        ['Bulgur pilavı', 60],
        ['Salatalık turşusu', 50],
      ),
      afternoon_snack: meal('1 kase yoğurt, 1 avuç çilek', ['Yoğurt (tam yağlı)', 150], ['Çilek', 1, 'handful']),
      dinner: meal(
        '2 adet kabak mücveri, 1 kase cacık, 1 dilim tam buğday ekmeği',
        ['Kabak mücveri', 150],
        ['Cacık', 200],
        ['Tam buğday ekmeği', 1, 'slice'],
      ),
      evening_snack: meal(
        '1 çay bardağı süt, 1 tatlı kaşığı pekmez',
        ['Süt (yarım yağlı)', 1, 'tea_glass'],
        ['Pekmez', 1, 'dessert_spoon'],
      ),
    },
  ],
};

export const demoProgramTemplates: readonly DemoProgramTemplate[] = [
  diabetesFriendly,
  pregnancySecondTrimester,
  athleteHighProtein,
  vegetarian,
];

/** The day menu a week day uses: A B C A B C A. */
export const demoDayOf = (template: DemoProgramTemplate, day: WeekDay): DemoDay =>
  template.days[weekDays.indexOf(day) % template.days.length]!;

/** Every meal of the week with its text and lines, in week order. */
export function demoTemplateMeals(template: DemoProgramTemplate) {
  return weekDays.flatMap((day) =>
    mealTypes.map((mealType) => ({ day, meal: mealType, ...demoDayOf(template, day)[mealType] })),
  );
}
