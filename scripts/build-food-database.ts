// Builds Denge's own curated Turkish food database from the USDA food-composition tables.
//
//   node_modules/.bin/node scripts/build-food-database.ts [path/to/usda-sr]
//
// Reads ABBREV.txt of the USDA National Nutrient Database for Standard Reference (default
// ../shared/data/usda-sr, relative to the repository) and writes src/server/demo/data/foods.json:
// single foods with a Turkish name (one NDB number each) and Turkish dishes composed from their
// ingredients by weight. Method and citation: docs/food-database.md. The USDA files themselves stay
// outside the repository; only the derived dataset is committed.
//
// Every database is offered each food once, by its folded name (ADR 0075, amendment of 2026-11-28):
// a food added here reaches existing practices at their next start, and a renamed food would be
// offered again under its new name, beside the old one.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const usdaDir = path.resolve(repoRoot, process.argv[2] ?? '../shared/data/usda-sr');
const outputFile = path.join(repoRoot, 'src/server/demo/data/foods.json');

export const USDA_CITATION =
  'U.S. Department of Agriculture, Agricultural Research Service. USDA National Nutrient Database for Standard Reference, Release 26.';
const SOURCE_PREFIX = 'USDA SR26';

type Nutrients = { calories: number; protein: number; carbs: number; fat: number };
type UsdaFood = Nutrients & { ndb: string; description: string };

/** ABBREV.txt: `^`-separated, text in `~`, CRLF. Columns: 1 NDB_No, 2 Shrt_Desc, 4 kcal, 5 protein, 6 fat, 8 carbohydrate. */
function readAbbrev(file: string): Map<string, UsdaFood> {
  const foods = new Map<string, UsdaFood>();
  for (const line of readFileSync(file, 'latin1').split(/\r?\n/)) {
    if (!line.trim()) continue;
    const fields = line.split('^').map((field) => field.replace(/^~|~$/g, ''));
    const [ndb = '', description = '', , kcal, protein, fat, , carbs] = fields;
    const number = (value: string | undefined) => (value === undefined || value === '' ? 0 : Number(value));
    foods.set(ndb, {
      ndb,
      description,
      calories: number(kcal),
      protein: number(protein),
      fat: number(fat),
      carbs: number(carbs),
    });
  }
  return foods;
}

// ---------------------------------------------------------------------------------------------
// Single foods: Turkish name → one USDA food (values per 100 g as published). Where Turkish and
// American products differ, the nearest USDA food is used and named in docs/food-database.md.
// ---------------------------------------------------------------------------------------------
type SingleFood = { name: string; group: string; ndb: string };

const single = (group: string, rows: Array<[name: string, ndb: string]>): SingleFood[] =>
  rows.map(([name, ndb]) => ({ name, group, ndb }));

const singleFoods: SingleFood[] = [
  ...single('Sebze', [
    ['Ispanak', '11457'],
    ['Domates', '11529'],
    ['Salatalık', '11205'],
    ['Yeşil biber', '11333'],
    ['Kırmızı biber', '11821'],
    ['Sivri biber (acı)', '11670'],
    ['Patlıcan', '11209'],
    ['Kabak', '11477'],
    ['Havuç', '11124'],
    ['Kuru soğan', '11282'],
    ['Taze soğan', '11291'],
    ['Sarımsak', '11215'],
    ['Patates (çiğ)', '11354'],
    ['Patates (haşlanmış)', '11365'],
    ['Marul', '11251'],
    ['Roka', '11959'],
    ['Maydanoz', '11297'],
    ['Dereotu', '02045'],
    ['Taze nane', '02065'],
    ['Brokoli', '11090'],
    ['Karnabahar', '11135'],
    ['Beyaz lahana', '11109'],
    ['Taze fasulye', '11052'],
    ['Bezelye', '11304'],
    ['Bamya', '11278'],
    ['Pırasa', '11246'],
    ['Mantar', '11260'],
    ['Mısır (taze)', '11167'],
    ['Kereviz', '11141'],
    ['Pancar', '11080'],
    ['Turp', '11429'],
    ['Enginar', '11007'],
    ['Semizotu', '11427'],
    ['Asma yaprağı', '11974'],
    ['Bal kabağı', '11422'],
    ['Siyah zeytin', '09193'],
    ['Yeşil zeytin', '09195'],
    ['Salatalık turşusu', '11937'],
    ['Domates salçası', '11546'],
  ]),
  ...single('Meyve', [
    ['Elma', '09003'],
    ['Armut', '09252'],
    ['Muz', '09040'],
    ['Portakal', '09200'],
    ['Mandalina', '09218'],
    ['Çilek', '09316'],
    ['Kiraz', '09070'],
    ['Vişne', '09063'],
    ['Üzüm', '09132'],
    ['Karpuz', '09326'],
    ['Kavun', '09184'],
    ['Şeftali', '09236'],
    ['Kayısı', '09021'],
    ['Erik', '09279'],
    ['İncir', '09089'],
    ['Nar', '09286'],
    ['Ayva', '09296'],
    ['Greyfurt', '09112'],
    ['Limon', '09150'],
    ['Limon suyu', '09152'],
    ['Kuru kayısı', '09032'],
    ['Kuru incir', '09094'],
    ['Kuru üzüm', '09298'],
    ['Hurma', '09421'],
    ['Avokado', '09037'],
    ['Kivi', '09148'],
    ['Dut', '09190'],
    ['Böğürtlen', '09042'],
    ['Trabzon hurması', '09263'],
    ['Portakal suyu (taze sıkılmış)', '09206'],
  ]),
  ...single('Süt ürünleri ve yumurta', [
    ['Süt (tam yağlı)', '01077'],
    ['Süt (yarım yağlı)', '01079'],
    ['Süt (yağsız)', '01085'],
    ['Yoğurt (tam yağlı)', '01116'],
    ['Yoğurt (az yağlı)', '01117'],
    ['Süzme yoğurt (yağsız)', '01256'],
    ['Beyaz peynir', '01019'],
    ['Kaşar peyniri', '01035'],
    ['Lor peyniri', '01037'],
    ['Çökelek', '01015'],
    ['Keçi peyniri', '01159'],
    ['Mozzarella peyniri', '01026'],
    ['Parmesan peyniri', '01032'],
    ['Labne', '01017'],
    ['Tereyağı', '01145'],
    ['Krema', '01053'],
    ['Yumurta', '01123'],
    ['Haşlanmış yumurta', '01129'],
    ['Yumurta akı', '01124'],
    ['Sade dondurma', '19095'],
  ]),
  ...single('Et, tavuk ve balık', [
    ['Dana kıyma (%15 yağlı, çiğ)', '23567'],
    ['Yağsız dana kıyma (%10 yağlı, çiğ)', '23562'],
    ['Kuzu kıyma (çiğ)', '17224'],
    ['Kuzu but (fırında)', '17014'],
    ['Dana biftek (ızgara)', '13932'],
    ['Tavuk göğsü (fırında)', '05064'],
    ['Tavuk göğsü (çiğ)', '05062'],
    ['Tavuk but (derisiz, fırında)', '05098'],
    ['Hindi göğsü (fırında)', '05220'],
    ['Pastırma', '13350'],
    ['Dana ciğeri (tavada)', '13327'],
    ['Somon (fırında)', '15237'],
    ['Levrek (ızgara)', '15092'],
    ['Hamsi (çiğ)', '15001'],
    ['Ton balığı (konserve, süzülmüş)', '15121'],
    ['Uskumru (ızgara)', '15047'],
    ['Alabalık (ızgara)', '15241'],
    ['Lüfer (ızgara)', '15189'],
    ['Mezgit (ızgara)', '15133'],
  ]),
  ...single('Bakliyat ve tahıl', [
    ['Kırmızı mercimek (kuru)', '16144'],
    ['Yeşil mercimek (haşlanmış)', '16070'],
    ['Nohut (kuru)', '16056'],
    ['Nohut (haşlanmış)', '16057'],
    ['Kuru fasulye (kuru)', '16049'],
    ['Kuru fasulye (haşlanmış)', '16050'],
    ['Barbunya (haşlanmış)', '16020'],
    ['Börülce (haşlanmış)', '16063'],
    ['Pirinç (çiğ)', '20044'],
    ['Pirinç (haşlanmış)', '20045'],
    ['Esmer pirinç (haşlanmış)', '20037'],
    ['Bulgur (çiğ)', '20012'],
    ['Bulgur (haşlanmış)', '20013'],
    ['Makarna (kuru)', '20099'],
    ['Makarna (haşlanmış)', '20100'],
    ['Kinoa (haşlanmış)', '20137'],
    ['Yulaf ezmesi', '08120'],
    ['Mısır gevreği', '08020'],
    ['İrmik', '20066'],
    ['Buğday unu', '20081'],
    ['Beyaz ekmek', '18069'],
    ['Tam buğday ekmeği', '18075'],
    ['Çavdar ekmeği', '18060'],
    ['Lavaş', '18364'],
    ['Pide ekmeği', '18041'],
    ['Yufka', '18338'],
  ]),
  ...single('Kuruyemiş', [
    ['Ceviz içi', '12155'],
    ['Fındık', '12120'],
    ['Badem', '12061'],
    ['Antep fıstığı (kavrulmuş)', '12152'],
    ['Ay çekirdeği içi', '12036'],
    ['Kabak çekirdeği içi', '12014'],
    ['Yer fıstığı (kavrulmuş)', '16390'],
    ['Kaju', '12087'],
    ['Dolmalık fıstık', '12147'],
    ['Susam', '12023'],
  ]),
  ...single('Yağ, tatlandırıcı ve diğer', [
    ['Zeytinyağı', '04053'],
    ['Ayçiçek yağı', '04506'],
    ['Bal', '19296'],
    ['Pekmez', '19304'],
    ['Tahin', '12166'],
    ['Reçel', '19297'],
    ['Toz şeker', '19335'],
    ['Bitter çikolata (%70-85 kakao)', '19904'],
    ['Sütlü çikolata', '19120'],
  ]),
  ...single('İçecek', [
    ['Çay (şekersiz)', '14355'],
    ['Filtre kahve (şekersiz)', '14209'],
    ['Kola', '14147'],
    ['Su', '14429'],
  ]),
  // Added for issue #40 (≥ 400 foods): more greens, fruit, breakfast cheeses, meat and fish cuts,
  // flours, spices and drinks a Turkish diet list names. Left out on purpose: the fibre-rich dried
  // spices and brans (black pepper, pul biber, cinnamon, thyme, cocoa, oat bran), whose USDA kcal sit
  // more than the app's tolerance below 4/4/9 of their macros (src/shared/schemas/foods.ts), so the
  // food rule would flag them; the dishes still use them as ingredients.
  ...single('Sebze', [
    ['Kırmızı lahana', '11112'],
    ['Brüksel lahanası', '11098'],
    ['Göbek marul', '11252'],
    ['Kıvırcık marul', '11253'],
    ['Pazı', '11147'],
    ['Kuşkonmaz', '11011'],
    ['Tatlı patates', '11507'],
    ['Şalgam', '11564'],
    ['Sap kereviz', '11143'],
    ['Taze zencefil', '11216'],
    ['Kara lahana', '11161'],
    ['Taze fesleğen', '02044'],
    ['Taze bakla', '11088'],
    ['Mısır (konserve)', '11172'],
  ]),
  ...single('Meyve', [
    ['Ananas', '09266'],
    ['Mango', '09176'],
    ['Yaban mersini', '09050'],
    ['Ahududu', '09302'],
    ['Kuru erik', '09291'],
    ['Nektarin', '09191'],
    ['Kızılcık', '09078'],
    ['Elma suyu', '09016'],
    ['Nar suyu', '09442'],
  ]),
  ...single('Süt ürünleri ve yumurta', [
    ['Kaymak', '01053'],
    ['Tulum peyniri', '01157'],
    ['Eski kaşar', '01009'],
    ['Rokfor peyniri', '01004'],
    ['Dil peyniri', '01028'],
    ['Keçi sütü', '01106'],
    ['Koyun sütü', '01109'],
    ['Kakaolu süt', '01102'],
    ['Ekşi krema', '01056'],
    ['Yumurta sarısı', '01125'],
    ['Bıldırcın yumurtası', '01140'],
  ]),
  ...single('Et, tavuk ve balık', [
    ['Sucuk', '13357'],
    ['Sosis', '07022'],
    ['Hindi füme', '07079'],
    ['Dana kuşbaşı (çiğ)', '13809'],
    ['Yağsız dana kıyma (%5 yağlı, çiğ)', '23557'],
    ['Kuzu kuşbaşı (çiğ)', '17242'],
    ['Kuzu but (çiğ)', '17230'],
    ['Kuzu pirzola (ızgara)', '17237'],
    ['Tavuk kanat (çiğ)', '05100'],
    ['Tavuk baget (derisiz, pişmiş)', '05671'],
    ['Tavuk ciğeri (haşlanmış)', '05028'],
    ['Dana ciğeri (çiğ)', '13325'],
    ['İşkembe (çiğ)', '13341'],
    ['Somon (çiğ)', '15236'],
    ['Kalkan (ızgara)', '15222'],
    ['Sardalya (konserve)', '15088'],
    ['Karides (haşlanmış)', '15151'],
    ['Kalamar (çiğ)', '15175'],
    ['Midye (haşlanmış)', '15165'],
    ['Ahtapot (haşlanmış)', '15230'],
  ]),
  ...single('Bakliyat ve tahıl', [
    ['Yeşil mercimek (kuru)', '16069'],
    ['Barbunya (kuru)', '16019'],
    ['Börülce (kuru)', '16062'],
    ['Kuru bakla', '16052'],
    ['Tam buğday unu', '20080'],
    ['Mısır unu', '20020'],
    ['Pirinç unu', '20061'],
    ['Mısır nişastası', '20027'],
    ['Kuskus (kuru)', '20028'],
    ['Kuskus (haşlanmış)', '20029'],
    ['Tam buğday makarna (kuru)', '20124'],
    ['Kraker', '18966'],
    ['Patlamış mısır', '19034'],
  ]),
  ...single('Kuruyemiş', [
    ['Hindistan cevizi (rendelenmiş)', '12108'],
    ['Keten tohumu', '12220'],
    ['Chia tohumu', '12006'],
    ['Kestane (kavrulmuş)', '12167'],
    ['Fıstık ezmesi', '16098'],
  ]),
  ...single('Yağ, tatlandırıcı ve diğer', [
    ['Margarin', '04610'],
    ['Mısırözü yağı', '04518'],
    ['Fındık yağı', '04532'],
    ['Mayonez', '04025'],
    ['Beyaz çikolata', '19087'],
    ['Kakaolu fındık kreması', '19125'],
    ['Patates cipsi', '19411'],
    ['Bisküvi', '18155'],
    ['Pudra şekeri', '19336'],
    ['Kayısı reçeli', '19719'],
  ]),
  ...single('Baharat ve sos', [
    ['Tuz', '02047'],
    ['Kimyon', '02014'],
    ['Kuru nane', '02066'],
    ['Zerdeçal', '02043'],
    ['Sirke', '02048'],
    ['Ketçap', '11935'],
    ['Hardal', '02046'],
  ]),
  ...single('İçecek', [
    ['Türk kahvesi (şekersiz)', '14210'],
    ['Papatya çayı', '14545'],
    ['Bitki çayı (ıhlamur, adaçayı)', '14381'],
  ]),
];

// Ingredient NDB numbers used in recipes, by the Turkish word a cook would use.
const I = {
  water: '14429',
  salt: '02047',
  redLentil: '16144',
  onion: '11282',
  springOnion: '11291',
  carrot: '11124',
  potato: '11354',
  butter: '01145',
  oliveOil: '04053',
  sunflowerOil: '04506',
  flour: '20081',
  bulgur: '20012',
  rice: '20044',
  tomatoPaste: '11546',
  redPepperFlakes: '02031',
  blackPepper: '02030',
  cumin: '02014',
  driedMint: '02066',
  freshMint: '02065',
  yogurt: '01116',
  strainedYogurt: '01256',
  labne: '01017',
  egg: '01123',
  boiledEgg: '01129',
  tomato: '11529',
  milk: '01077',
  chickenBreastRaw: '05062',
  chickenMeatRaw: '05011',
  vermicelli: '20099',
  pasta: '20099',
  lemonJuice: '09152',
  greenPepper: '11333',
  redPepper: '11821',
  hotPepper: '11670',
  dryBeans: '16049',
  cookedBeans: '16050',
  cookedBorlotti: '16020',
  dryChickpeas: '16056',
  cookedChickpeas: '16057',
  beef: '23567',
  beef80: '23572',
  lambMince: '17224',
  eggplant: '11209',
  zucchini: '11477',
  garlic: '11215',
  parsley: '11297',
  dill: '02045',
  sugar: '19335',
  cucumber: '11205',
  sesame: '12023',
  molasses: '19304',
  yeast: '18374',
  bread: '18069',
  grapeLeaves: '11974',
  raisins: '09298',
  pineNuts: '12147',
  greenBeans: '11052',
  artichoke: '11007',
  peas: '11304',
  leek: '11246',
  spinach: '11457',
  okra: '11278',
  feta: '01019',
  kasar: '01035',
  phyllo: '18338',
  walnut: '12155',
  hazelnut: '12120',
  cornstarch: '20027',
  semolina: '20066',
  wheat: '20076',
  driedApricot: '09032',
  driedFig: '09094',
  tahini: '12166',
  purslane: '11427',
  lettuce: '11251',
  rocket: '11959',
  vinegar: '02048',
  // Added with the dishes of issue #40.
  beefCubes: '13809',
  lambCubes: '17242',
  lambLeg: '17230',
  beef95: '23557',
  chickenWing: '05100',
  tripe: '13341',
  beefLiver: '13325',
  sucuk: '13357',
  pastirma: '13350',
  anchovy: '15001',
  seaBass: '15091',
  salmon: '15236',
  shrimp: '15149',
  squid: '15175',
  mussel: '15164',
  tuna: '15121',
  mushroom: '11260',
  cauliflower: '11135',
  celeriac: '11141',
  pumpkin: '11422',
  cabbage: '11109',
  redCabbage: '11112',
  freshBroadBeans: '11088',
  sweetcorn: '11172',
  beetroot: '11080',
  pickles: '11937',
  radish: '11429',
  dryCowpeas: '16062',
  dryFava: '16052',
  greenLentil: '16069',
  quince: '09296',
  apple: '09003',
  pomegranate: '09286',
  lemon: '09150',
  orange: '09200',
  banana: '09040',
  strawberry: '09316',
  sourCherry: '09063',
  driedPlum: '09291',
  blackOlive: '09193',
  greenOlive: '09195',
  cinnamon: '02010',
  oregano: '02027',
  riceFlour: '20061',
  cornmeal: '20020',
  wholeWheatFlour: '20080',
  cream: '01053',
  honey: '19296',
  lor: '01037',
  cokelek: '01015',
  mozzarella: '01026',
  mayonnaise: '04025',
  cocoa: '19165',
  almond: '12061',
  pistachio: '12152',
  coconut: '12108',
  espresso: '14210',
  margarine: '04610',
  broccoli: '11090',
  orangeJuice: '09206',
  boiledPotato: '11365',
  pita: '18041',
  couscous: '20028',
  powderedSugar: '19336',
  darkChocolate: '19904',
  saffron: '02037',
} as const;

type Ingredient = [ndb: string, grams: number];
/**
 * A dish: ingredients by weight as they go into the pot, and the weight of the finished dish when
 * cooking changes it (water boiled off, dough baked, fat left in the pan). Without `cookedGrams`
 * the dish weighs what its ingredients weigh (salads, cold dishes, drinks).
 */
type Dish = { name: string; group: string; ingredients: Ingredient[]; cookedGrams?: number };

const dishes: Dish[] = [
  // Çorbalar
  {
    name: 'Mercimek çorbası',
    group: 'Çorba',
    ingredients: [
      [I.redLentil, 150],
      [I.onion, 80],
      [I.carrot, 70],
      [I.potato, 80],
      [I.butter, 20],
      [I.oliveOil, 15],
      [I.flour, 15],
      [I.water, 1600],
      [I.salt, 8],
    ],
    cookedGrams: 1700,
  },
  {
    name: 'Ezogelin çorbası',
    group: 'Çorba',
    ingredients: [
      [I.redLentil, 120],
      [I.bulgur, 40],
      [I.rice, 30],
      [I.onion, 80],
      [I.tomatoPaste, 30],
      [I.butter, 20],
      [I.oliveOil, 15],
      [I.driedMint, 3],
      [I.redPepperFlakes, 3],
      [I.water, 1700],
      [I.salt, 8],
    ],
    cookedGrams: 1700,
  },
  {
    name: 'Yayla çorbası',
    group: 'Çorba',
    ingredients: [
      [I.yogurt, 400],
      [I.rice, 60],
      [I.egg, 50],
      [I.flour, 20],
      [I.butter, 20],
      [I.driedMint, 3],
      [I.water, 1000],
      [I.salt, 6],
    ],
    cookedGrams: 1400,
  },
  {
    name: 'Domates çorbası',
    group: 'Çorba',
    ingredients: [
      [I.tomato, 600],
      [I.tomatoPaste, 20],
      [I.flour, 30],
      [I.butter, 25],
      [I.milk, 200],
      [I.water, 800],
      [I.salt, 6],
    ],
    cookedGrams: 1450,
  },
  {
    name: 'Şehriyeli tavuk çorbası',
    group: 'Çorba',
    ingredients: [
      [I.chickenBreastRaw, 200],
      [I.vermicelli, 60],
      [I.carrot, 60],
      [I.butter, 15],
      [I.lemonJuice, 20],
      [I.water, 1500],
      [I.salt, 6],
    ],
    cookedGrams: 1400,
  },
  // Kahvaltılık ve yumurta
  {
    name: 'Menemen',
    group: 'Kahvaltılık',
    ingredients: [
      [I.tomato, 300],
      [I.greenPepper, 150],
      [I.egg, 200],
      [I.butter, 15],
      [I.oliveOil, 15],
      [I.salt, 3],
    ],
    cookedGrams: 600,
  },
  {
    name: 'Sade omlet',
    group: 'Kahvaltılık',
    ingredients: [
      [I.egg, 100],
      [I.milk, 20],
      [I.butter, 5],
    ],
    cookedGrams: 115,
  },
  {
    name: 'Peynirli omlet',
    group: 'Kahvaltılık',
    ingredients: [
      [I.egg, 100],
      [I.feta, 30],
      [I.butter, 5],
    ],
    cookedGrams: 125,
  },
  {
    name: 'Çılbır',
    group: 'Kahvaltılık',
    ingredients: [
      [I.egg, 100],
      [I.yogurt, 150],
      [I.garlic, 3],
      [I.butter, 15],
      [I.redPepperFlakes, 2],
    ],
  },
  {
    name: 'Kaşarlı tost',
    group: 'Kahvaltılık',
    ingredients: [
      [I.bread, 100],
      [I.kasar, 50],
      [I.butter, 5],
    ],
    cookedGrams: 150,
  },
  {
    name: 'Simit',
    group: 'Hamur işi',
    ingredients: [
      [I.flour, 500],
      [I.water, 280],
      [I.sesame, 80],
      [I.molasses, 60],
      [I.yeast, 10],
      [I.sunflowerOil, 10],
      [I.salt, 8],
    ],
    cookedGrams: 800,
  },
  {
    name: 'Peynirli poğaça',
    group: 'Hamur işi',
    ingredients: [
      [I.flour, 500],
      [I.milk, 150],
      [I.yogurt, 100],
      [I.sunflowerOil, 120],
      [I.egg, 100],
      [I.yeast, 10],
      [I.feta, 150],
      [I.sugar, 10],
      [I.salt, 8],
    ],
    cookedGrams: 1000,
  },
  // Hamur işleri
  {
    name: 'Lahmacun',
    group: 'Hamur işi',
    ingredients: [
      [I.flour, 300],
      [I.water, 180],
      [I.yeast, 5],
      [I.oliveOil, 15],
      [I.salt, 5],
      [I.beef, 250],
      [I.onion, 100],
      [I.tomato, 150],
      [I.greenPepper, 60],
      [I.parsley, 20],
      [I.tomatoPaste, 30],
      [I.garlic, 8],
      [I.redPepperFlakes, 4],
    ],
    cookedGrams: 880,
  },
  {
    name: 'Kaşarlı pide',
    group: 'Hamur işi',
    ingredients: [
      [I.flour, 300],
      [I.water, 180],
      [I.yeast, 5],
      [I.oliveOil, 15],
      [I.salt, 5],
      [I.kasar, 150],
      [I.feta, 100],
      [I.egg, 50],
      [I.butter, 15],
    ],
    cookedGrams: 720,
  },
  {
    name: 'Kıymalı pide',
    group: 'Hamur işi',
    ingredients: [
      [I.flour, 300],
      [I.water, 180],
      [I.yeast, 5],
      [I.oliveOil, 15],
      [I.salt, 5],
      [I.beef, 200],
      [I.onion, 80],
      [I.tomato, 100],
      [I.greenPepper, 40],
      [I.butter, 15],
    ],
    cookedGrams: 780,
  },
  {
    name: 'Ispanaklı gözleme',
    group: 'Hamur işi',
    ingredients: [
      [I.flour, 250],
      [I.water, 150],
      [I.salt, 3],
      [I.spinach, 200],
      [I.feta, 120],
      [I.onion, 50],
      [I.butter, 30],
    ],
    cookedGrams: 700,
  },
  {
    name: 'Sigara böreği',
    group: 'Hamur işi',
    ingredients: [
      [I.phyllo, 250],
      [I.feta, 200],
      [I.parsley, 15],
      // The oil the rolls take up while frying, not the oil in the pan.
      [I.sunflowerOil, 80],
    ],
    cookedGrams: 500,
  },
  {
    name: 'Peynirli börek (fırında)',
    group: 'Hamur işi',
    ingredients: [
      [I.phyllo, 375],
      [I.feta, 250],
      [I.egg, 100],
      [I.milk, 200],
      [I.oliveOil, 60],
      [I.parsley, 15],
    ],
    cookedGrams: 900,
  },
  {
    name: 'Mantı (yoğurtlu)',
    group: 'Hamur işi',
    ingredients: [
      [I.flour, 250],
      [I.egg, 50],
      [I.water, 100],
      [I.salt, 4],
      [I.beef, 150],
      [I.onion, 60],
      [I.yogurt, 300],
      [I.garlic, 6],
      [I.butter, 30],
      [I.tomatoPaste, 10],
      [I.redPepperFlakes, 3],
      // Water the dough takes up while boiling.
      [I.water, 150],
    ],
  },
  // Et, tavuk
  {
    name: 'Izgara köfte',
    group: 'Et yemeği',
    ingredients: [
      [I.beef80, 500],
      [I.onion, 80],
      [I.bread, 40],
      [I.parsley, 10],
      [I.cumin, 3],
      [I.blackPepper, 2],
      [I.salt, 8],
    ],
    cookedGrams: 480,
  },
  {
    name: 'Adana kebap',
    group: 'Et yemeği',
    ingredients: [
      [I.lambMince, 500],
      [I.redPepper, 60],
      [I.redPepperFlakes, 5],
      [I.salt, 8],
    ],
    cookedGrams: 420,
  },
  {
    name: 'Tavuk şiş',
    group: 'Et yemeği',
    ingredients: [
      [I.chickenBreastRaw, 500],
      [I.yogurt, 50],
      [I.oliveOil, 20],
      [I.tomatoPaste, 15],
      [I.salt, 6],
    ],
    cookedGrams: 400,
  },
  {
    name: 'Tavuk döner',
    group: 'Et yemeği',
    ingredients: [
      [I.chickenMeatRaw, 600],
      [I.yogurt, 60],
      [I.oliveOil, 30],
      [I.tomatoPaste, 15],
      [I.salt, 6],
    ],
    cookedGrams: 470,
  },
  {
    name: 'Tavuk sote',
    group: 'Et yemeği',
    ingredients: [
      [I.chickenBreastRaw, 500],
      [I.greenPepper, 120],
      [I.redPepper, 100],
      [I.tomato, 200],
      [I.onion, 100],
      [I.oliveOil, 30],
      [I.tomatoPaste, 15],
      [I.salt, 6],
    ],
    cookedGrams: 850,
  },
  {
    name: 'Karnıyarık',
    group: 'Et yemeği',
    ingredients: [
      [I.eggplant, 600],
      [I.beef, 250],
      [I.onion, 100],
      [I.tomato, 150],
      [I.greenPepper, 60],
      [I.garlic, 10],
      [I.tomatoPaste, 15],
      [I.parsley, 10],
      // Oil the eggplants take up while frying.
      [I.sunflowerOil, 60],
      [I.water, 150],
      [I.salt, 6],
    ],
    cookedGrams: 1050,
  },
  {
    name: 'Etli biber dolması',
    group: 'Et yemeği',
    ingredients: [
      [I.greenPepper, 500],
      [I.rice, 120],
      [I.beef, 250],
      [I.onion, 100],
      [I.tomato, 150],
      [I.tomatoPaste, 20],
      [I.oliveOil, 20],
      [I.freshMint, 5],
      [I.water, 400],
      [I.salt, 6],
    ],
    cookedGrams: 1350,
  },
  {
    name: 'Kıymalı makarna',
    group: 'Et yemeği',
    ingredients: [
      [I.pasta, 250],
      [I.beef, 200],
      [I.onion, 80],
      [I.tomato, 200],
      [I.tomatoPaste, 20],
      [I.oliveOil, 20],
      // Water the pasta takes up while boiling.
      [I.water, 330],
      [I.salt, 6],
    ],
    cookedGrams: 1050,
  },
  // Bakliyat
  {
    name: 'Kuru fasulye',
    group: 'Bakliyat',
    ingredients: [
      [I.dryBeans, 250],
      [I.beef, 150],
      [I.onion, 100],
      [I.tomatoPaste, 40],
      [I.butter, 20],
      [I.oliveOil, 20],
      [I.water, 1100],
      [I.salt, 8],
    ],
    cookedGrams: 1250,
  },
  {
    name: 'Etli nohut',
    group: 'Bakliyat',
    ingredients: [
      [I.dryChickpeas, 250],
      [I.beef, 100],
      [I.onion, 100],
      [I.tomatoPaste, 40],
      [I.oliveOil, 40],
      [I.water, 1000],
      [I.salt, 8],
    ],
    cookedGrams: 1150,
  },
  {
    name: 'Zeytinyağlı barbunya',
    group: 'Bakliyat',
    ingredients: [
      [I.cookedBorlotti, 600],
      [I.onion, 100],
      [I.carrot, 80],
      [I.tomato, 200],
      [I.oliveOil, 60],
      [I.sugar, 5],
      [I.water, 200],
      [I.salt, 6],
    ],
    cookedGrams: 1050,
  },
  {
    name: 'Piyaz',
    group: 'Salata ve meze',
    ingredients: [
      [I.cookedBeans, 400],
      [I.onion, 80],
      [I.tomato, 100],
      [I.parsley, 20],
      [I.oliveOil, 30],
      [I.lemonJuice, 25],
      [I.vinegar, 10],
      [I.boiledEgg, 50],
      [I.salt, 4],
    ],
  },
  {
    name: 'Mercimek köftesi',
    group: 'Bakliyat',
    ingredients: [
      [I.redLentil, 200],
      [I.bulgur, 150],
      [I.onion, 120],
      [I.springOnion, 40],
      [I.tomatoPaste, 30],
      [I.oliveOil, 50],
      [I.parsley, 40],
      [I.cumin, 3],
      [I.water, 700],
      [I.salt, 8],
    ],
    cookedGrams: 1050,
  },
  {
    name: 'Humus',
    group: 'Salata ve meze',
    ingredients: [
      [I.cookedChickpeas, 400],
      [I.tahini, 80],
      [I.lemonJuice, 40],
      [I.oliveOil, 30],
      [I.garlic, 6],
      [I.water, 60],
      [I.salt, 4],
    ],
  },
  // Pilavlar
  {
    name: 'Pirinç pilavı',
    group: 'Pilav',
    ingredients: [
      [I.rice, 200],
      [I.butter, 30],
      [I.water, 300],
      [I.salt, 4],
    ],
    cookedGrams: 520,
  },
  {
    name: 'Şehriyeli pirinç pilavı',
    group: 'Pilav',
    ingredients: [
      [I.rice, 180],
      [I.vermicelli, 30],
      [I.butter, 30],
      [I.water, 320],
      [I.salt, 4],
    ],
    cookedGrams: 530,
  },
  {
    name: 'Bulgur pilavı',
    group: 'Pilav',
    ingredients: [
      [I.bulgur, 200],
      [I.onion, 50],
      [I.greenPepper, 40],
      [I.tomato, 80],
      [I.tomatoPaste, 15],
      [I.butter, 20],
      [I.oliveOil, 15],
      [I.water, 400],
      [I.salt, 5],
    ],
    cookedGrams: 700,
  },
  // Zeytinyağlılar ve sebze yemekleri
  {
    name: 'Zeytinyağlı yaprak sarma',
    group: 'Zeytinyağlı',
    ingredients: [
      [I.grapeLeaves, 200],
      [I.rice, 250],
      [I.onion, 300],
      [I.oliveOil, 100],
      [I.raisins, 20],
      [I.pineNuts, 20],
      [I.freshMint, 5],
      [I.lemonJuice, 40],
      [I.sugar, 10],
      [I.water, 500],
      [I.salt, 6],
    ],
    cookedGrams: 1250,
  },
  {
    name: 'Zeytinyağlı taze fasulye',
    group: 'Zeytinyağlı',
    ingredients: [
      [I.greenBeans, 750],
      [I.onion, 150],
      [I.tomato, 300],
      [I.oliveOil, 80],
      [I.sugar, 5],
      [I.water, 200],
      [I.salt, 8],
    ],
    cookedGrams: 1250,
  },
  {
    name: 'İmam bayıldı',
    group: 'Zeytinyağlı',
    ingredients: [
      [I.eggplant, 600],
      [I.onion, 250],
      [I.tomato, 250],
      [I.garlic, 20],
      [I.oliveOil, 100],
      [I.sugar, 5],
      [I.parsley, 15],
      [I.water, 100],
      [I.salt, 6],
    ],
    cookedGrams: 1050,
  },
  {
    name: 'Zeytinyağlı enginar',
    group: 'Zeytinyağlı',
    ingredients: [
      [I.artichoke, 600],
      [I.carrot, 100],
      [I.potato, 150],
      [I.peas, 100],
      [I.onion, 80],
      [I.oliveOil, 80],
      [I.lemonJuice, 40],
      [I.sugar, 5],
      [I.dill, 15],
      [I.water, 300],
      [I.salt, 6],
    ],
    cookedGrams: 1250,
  },
  {
    name: 'Zeytinyağlı pırasa',
    group: 'Zeytinyağlı',
    ingredients: [
      [I.leek, 800],
      [I.carrot, 100],
      [I.rice, 40],
      [I.oliveOil, 70],
      [I.lemonJuice, 30],
      [I.sugar, 5],
      [I.water, 250],
      [I.salt, 6],
    ],
    cookedGrams: 1150,
  },
  {
    name: 'Ispanak yemeği',
    group: 'Sebze yemeği',
    ingredients: [
      [I.spinach, 800],
      [I.onion, 100],
      [I.rice, 40],
      [I.tomatoPaste, 15],
      [I.oliveOil, 50],
      [I.water, 200],
      [I.salt, 6],
    ],
    cookedGrams: 950,
  },
  {
    name: 'Türlü',
    group: 'Sebze yemeği',
    ingredients: [
      [I.eggplant, 250],
      [I.zucchini, 250],
      [I.potato, 200],
      [I.greenPepper, 100],
      [I.greenBeans, 150],
      [I.tomato, 250],
      [I.onion, 100],
      [I.oliveOil, 70],
      [I.tomatoPaste, 20],
      [I.water, 200],
      [I.salt, 8],
    ],
    cookedGrams: 1350,
  },
  {
    name: 'Bezelye yemeği',
    group: 'Sebze yemeği',
    ingredients: [
      [I.peas, 500],
      [I.carrot, 100],
      [I.potato, 150],
      [I.onion, 80],
      [I.tomatoPaste, 15],
      [I.oliveOil, 40],
      [I.water, 300],
      [I.salt, 6],
    ],
    cookedGrams: 1050,
  },
  {
    name: 'Bamya yemeği',
    group: 'Sebze yemeği',
    ingredients: [
      [I.okra, 500],
      [I.onion, 80],
      [I.tomato, 200],
      [I.tomatoPaste, 15],
      [I.oliveOil, 40],
      [I.lemonJuice, 20],
      [I.water, 250],
      [I.salt, 6],
    ],
    cookedGrams: 950,
  },
  {
    name: 'Kabak mücveri',
    group: 'Sebze yemeği',
    ingredients: [
      [I.zucchini, 600],
      [I.egg, 100],
      [I.flour, 80],
      [I.feta, 100],
      [I.dill, 15],
      [I.springOnion, 40],
      // Oil the fritters take up while frying.
      [I.sunflowerOil, 60],
      [I.salt, 4],
    ],
    cookedGrams: 750,
  },
  {
    name: 'Şakşuka',
    group: 'Salata ve meze',
    ingredients: [
      [I.eggplant, 400],
      [I.zucchini, 200],
      [I.potato, 200],
      [I.greenPepper, 100],
      [I.tomato, 250],
      [I.garlic, 10],
      // Oil the vegetables take up while frying.
      [I.sunflowerOil, 90],
      [I.salt, 5],
    ],
    cookedGrams: 950,
  },
  {
    name: 'Patates kızartması',
    group: 'Sebze yemeği',
    ingredients: [
      [I.potato, 500],
      // Oil the potatoes take up while frying.
      [I.sunflowerOil, 60],
      [I.salt, 4],
    ],
    cookedGrams: 330,
  },
  // Salata, meze
  {
    name: 'Cacık',
    group: 'Salata ve meze',
    ingredients: [
      [I.yogurt, 400],
      [I.cucumber, 200],
      [I.garlic, 5],
      [I.water, 150],
      [I.oliveOil, 10],
      [I.freshMint, 5],
      [I.salt, 3],
    ],
  },
  {
    name: 'Çoban salatası',
    group: 'Salata ve meze',
    ingredients: [
      [I.tomato, 300],
      [I.cucumber, 200],
      [I.greenPepper, 60],
      [I.onion, 60],
      [I.parsley, 15],
      [I.oliveOil, 25],
      [I.lemonJuice, 25],
      [I.salt, 3],
    ],
  },
  {
    name: 'Gavurdağı salatası',
    group: 'Salata ve meze',
    ingredients: [
      [I.tomato, 300],
      [I.onion, 60],
      [I.greenPepper, 60],
      [I.parsley, 20],
      [I.walnut, 50],
      [I.oliveOil, 30],
      [I.lemonJuice, 20],
      [I.salt, 3],
    ],
  },
  {
    name: 'Mevsim salatası',
    group: 'Salata ve meze',
    ingredients: [
      [I.lettuce, 150],
      [I.rocket, 50],
      [I.tomato, 150],
      [I.cucumber, 150],
      [I.carrot, 50],
      [I.oliveOil, 20],
      [I.lemonJuice, 20],
      [I.salt, 3],
    ],
  },
  {
    name: 'Kısır',
    group: 'Salata ve meze',
    ingredients: [
      [I.bulgur, 200],
      [I.water, 250],
      [I.tomatoPaste, 30],
      [I.tomato, 150],
      [I.parsley, 40],
      [I.springOnion, 40],
      [I.oliveOil, 50],
      [I.lemonJuice, 40],
      [I.freshMint, 5],
      [I.redPepperFlakes, 3],
      [I.salt, 5],
    ],
  },
  {
    name: 'Haydari',
    group: 'Salata ve meze',
    ingredients: [
      [I.strainedYogurt, 300],
      [I.labne, 50],
      [I.garlic, 5],
      [I.dill, 10],
      [I.freshMint, 5],
      [I.oliveOil, 15],
      [I.salt, 3],
    ],
  },
  {
    name: 'Acılı ezme',
    group: 'Salata ve meze',
    ingredients: [
      [I.tomato, 300],
      [I.redPepper, 100],
      [I.hotPepper, 40],
      [I.onion, 60],
      [I.parsley, 20],
      [I.tomatoPaste, 20],
      [I.oliveOil, 30],
      [I.lemonJuice, 20],
      [I.redPepperFlakes, 5],
      [I.salt, 4],
    ],
  },
  {
    name: 'Yoğurtlu semizotu',
    group: 'Salata ve meze',
    ingredients: [
      [I.purslane, 250],
      [I.yogurt, 300],
      [I.garlic, 5],
      [I.oliveOil, 10],
      [I.salt, 3],
    ],
  },
  // İçecek
  {
    name: 'Ayran',
    group: 'İçecek',
    ingredients: [
      [I.yogurt, 500],
      [I.water, 500],
      [I.salt, 5],
    ],
  },
  // Tatlılar
  {
    name: 'Sütlaç',
    group: 'Tatlı',
    ingredients: [
      [I.milk, 1000],
      [I.rice, 80],
      [I.sugar, 150],
      [I.cornstarch, 25],
      [I.water, 200],
    ],
    cookedGrams: 1150,
  },
  {
    name: 'Muhallebi',
    group: 'Tatlı',
    ingredients: [
      [I.milk, 1000],
      [I.sugar, 150],
      [I.cornstarch, 50],
      [I.flour, 20],
    ],
    cookedGrams: 1100,
  },
  {
    name: 'İrmik helvası',
    group: 'Tatlı',
    ingredients: [
      [I.semolina, 250],
      [I.butter, 125],
      [I.sugar, 250],
      [I.milk, 500],
      [I.water, 250],
      [I.pineNuts, 30],
    ],
    cookedGrams: 1150,
  },
  {
    name: 'Cevizli baklava',
    group: 'Tatlı',
    ingredients: [
      [I.phyllo, 500],
      [I.walnut, 300],
      [I.butter, 250],
      [I.sugar, 600],
      [I.water, 450],
      [I.lemonJuice, 10],
    ],
    cookedGrams: 1700,
  },
  {
    name: 'Aşure',
    group: 'Tatlı',
    ingredients: [
      [I.wheat, 200],
      [I.cookedChickpeas, 150],
      [I.cookedBeans, 150],
      [I.sugar, 300],
      [I.driedApricot, 100],
      [I.driedFig, 100],
      [I.raisins, 80],
      [I.walnut, 50],
      [I.hazelnut, 30],
      [I.water, 2500],
    ],
    cookedGrams: 2500,
  },
  // ---- Added for issue #40: more home dishes, in the same shape (docs/food-database.md). ----
  // Çorbalar
  {
    name: 'Tarhana çorbası',
    group: 'Çorba',
    ingredients: [
      // 100 g of dried home tarhana as the raw ingredients that make it (a typical home batch: flour
      // 1 kg, yoghurt 500 g, tomato 500 g, red pepper 300 g, onion 250 g dries to about 1.2 kg).
      [I.flour, 83],
      [I.yogurt, 42],
      [I.tomato, 42],
      [I.redPepper, 25],
      [I.onion, 21],
      [I.butter, 20],
      [I.tomatoPaste, 15],
      [I.water, 1200],
      [I.salt, 6],
    ],
    cookedGrams: 1250,
  },
  {
    name: 'Tavuk suyu çorbası (terbiyeli)',
    group: 'Çorba',
    ingredients: [
      [I.chickenMeatRaw, 250],
      [I.rice, 60],
      [I.flour, 20],
      [I.egg, 50],
      [I.lemonJuice, 30],
      [I.butter, 20],
      [I.water, 1600],
      [I.salt, 6],
    ],
    cookedGrams: 1600,
  },
  {
    name: 'Mantar çorbası',
    group: 'Çorba',
    ingredients: [
      [I.mushroom, 400],
      [I.onion, 60],
      [I.butter, 30],
      [I.flour, 40],
      [I.milk, 400],
      [I.water, 800],
      [I.salt, 6],
    ],
    cookedGrams: 1500,
  },
  {
    name: 'Sebze çorbası',
    group: 'Çorba',
    ingredients: [
      [I.potato, 200],
      [I.carrot, 150],
      [I.zucchini, 150],
      [I.onion, 80],
      [I.celeriac, 80],
      [I.tomatoPaste, 15],
      [I.oliveOil, 30],
      [I.water, 1300],
      [I.salt, 7],
    ],
    cookedGrams: 1700,
  },
  {
    name: 'Düğün çorbası',
    group: 'Çorba',
    ingredients: [
      [I.lambCubes, 250],
      [I.flour, 40],
      [I.butter, 30],
      [I.yogurt, 200],
      [I.egg, 50],
      [I.lemonJuice, 20],
      [I.redPepperFlakes, 2],
      [I.water, 1600],
      [I.salt, 6],
    ],
    cookedGrams: 1700,
  },
  {
    name: 'İşkembe çorbası',
    group: 'Çorba',
    ingredients: [
      [I.tripe, 500],
      [I.flour, 40],
      [I.butter, 40],
      [I.egg, 50],
      [I.lemonJuice, 30],
      [I.garlic, 15],
      [I.vinegar, 30],
      [I.water, 1800],
      [I.salt, 8],
    ],
    cookedGrams: 1900,
  },
  {
    name: 'Yeşil mercimek çorbası',
    group: 'Çorba',
    ingredients: [
      [I.greenLentil, 200],
      [I.onion, 80],
      [I.carrot, 60],
      [I.potato, 100],
      [I.tomatoPaste, 20],
      [I.oliveOil, 30],
      [I.water, 1700],
      [I.salt, 8],
    ],
    cookedGrams: 1800,
  },
  {
    name: 'Balkabağı çorbası',
    group: 'Çorba',
    ingredients: [
      [I.pumpkin, 700],
      [I.onion, 80],
      [I.carrot, 80],
      [I.butter, 20],
      [I.oliveOil, 15],
      [I.milk, 200],
      [I.water, 600],
      [I.salt, 6],
    ],
    cookedGrams: 1500,
  },
  {
    name: 'Brokoli çorbası',
    group: 'Çorba',
    ingredients: [
      [I.broccoli, 400],
      [I.onion, 60],
      [I.potato, 100],
      [I.butter, 25],
      [I.flour, 30],
      [I.milk, 300],
      [I.water, 800],
      [I.salt, 6],
    ],
    cookedGrams: 1550,
  },
  {
    name: 'Şehriye çorbası',
    group: 'Çorba',
    ingredients: [
      [I.vermicelli, 80],
      [I.tomato, 200],
      [I.tomatoPaste, 20],
      [I.butter, 25],
      [I.oliveOil, 10],
      [I.water, 1300],
      [I.salt, 6],
    ],
    cookedGrams: 1450,
  },
  // Zeytinyağlılar
  {
    name: 'Zeytinyağlı kereviz',
    group: 'Zeytinyağlı',
    ingredients: [
      [I.celeriac, 700],
      [I.carrot, 150],
      [I.potato, 150],
      [I.onion, 100],
      [I.oliveOil, 80],
      [I.lemonJuice, 50],
      [I.orangeJuice, 100],
      [I.sugar, 10],
      [I.flour, 10],
      [I.water, 400],
      [I.salt, 6],
    ],
    cookedGrams: 1500,
  },
  {
    name: 'Zeytinyağlı biber dolması',
    group: 'Zeytinyağlı',
    ingredients: [
      [I.greenPepper, 500],
      [I.rice, 200],
      [I.onion, 300],
      [I.oliveOil, 100],
      [I.tomato, 100],
      [I.pineNuts, 15],
      [I.raisins, 15],
      [I.freshMint, 5],
      [I.sugar, 10],
      [I.water, 500],
      [I.salt, 6],
    ],
    cookedGrams: 1500,
  },
  {
    name: 'Fava',
    group: 'Zeytinyağlı',
    ingredients: [
      [I.dryFava, 300],
      [I.onion, 100],
      [I.oliveOil, 100],
      [I.lemonJuice, 30],
      [I.dill, 20],
      [I.sugar, 5],
      [I.water, 900],
      [I.salt, 6],
    ],
    cookedGrams: 1050,
  },
  {
    name: 'Zeytinyağlı börülce',
    group: 'Zeytinyağlı',
    ingredients: [
      [I.dryCowpeas, 250],
      [I.onion, 100],
      [I.carrot, 80],
      [I.tomato, 200],
      [I.oliveOil, 70],
      [I.water, 1000],
      [I.salt, 6],
    ],
    cookedGrams: 1150,
  },
  {
    name: 'Zeytinyağlı kabak',
    group: 'Zeytinyağlı',
    ingredients: [
      [I.zucchini, 800],
      [I.onion, 100],
      [I.carrot, 80],
      [I.tomato, 150],
      [I.rice, 30],
      [I.oliveOil, 60],
      [I.dill, 15],
      [I.water, 150],
      [I.salt, 6],
    ],
    cookedGrams: 1100,
  },
  {
    name: 'Zeytinyağlı karnabahar',
    group: 'Zeytinyağlı',
    ingredients: [
      [I.cauliflower, 800],
      [I.potato, 150],
      [I.carrot, 80],
      [I.onion, 80],
      [I.oliveOil, 70],
      [I.lemonJuice, 30],
      [I.water, 300],
      [I.salt, 6],
    ],
    cookedGrams: 1250,
  },
  {
    name: 'Zeytinyağlı iç bakla',
    group: 'Zeytinyağlı',
    ingredients: [
      [I.freshBroadBeans, 600],
      [I.onion, 100],
      [I.oliveOil, 70],
      [I.dill, 20],
      [I.lemonJuice, 20],
      [I.sugar, 5],
      [I.water, 300],
      [I.salt, 6],
    ],
    cookedGrams: 950,
  },
  {
    name: 'Zeytinyağlı lahana sarması',
    group: 'Zeytinyağlı',
    ingredients: [
      [I.cabbage, 800],
      [I.rice, 200],
      [I.onion, 200],
      [I.oliveOil, 100],
      [I.tomatoPaste, 15],
      [I.freshMint, 5],
      [I.lemonJuice, 30],
      [I.water, 500],
      [I.salt, 6],
    ],
    cookedGrams: 1500,
  },
  {
    name: 'Fasulye pilaki',
    group: 'Zeytinyağlı',
    ingredients: [
      [I.dryBeans, 250],
      [I.onion, 100],
      [I.carrot, 80],
      [I.potato, 100],
      [I.garlic, 10],
      [I.oliveOil, 80],
      [I.tomatoPaste, 15],
      [I.water, 1000],
      [I.salt, 6],
    ],
    cookedGrams: 1150,
  },
  // Sebze yemekleri (etli ve etsiz)
  {
    name: 'Etli taze fasulye',
    group: 'Sebze yemeği',
    ingredients: [
      [I.greenBeans, 800],
      [I.beefCubes, 250],
      [I.onion, 100],
      [I.tomato, 250],
      [I.tomatoPaste, 15],
      [I.oliveOil, 30],
      [I.butter, 15],
      [I.water, 300],
      [I.salt, 7],
    ],
    cookedGrams: 1450,
  },
  {
    name: 'Etli bezelye',
    group: 'Sebze yemeği',
    ingredients: [
      [I.peas, 600],
      [I.beefCubes, 250],
      [I.carrot, 100],
      [I.potato, 150],
      [I.onion, 80],
      [I.tomatoPaste, 20],
      [I.oliveOil, 30],
      [I.water, 400],
      [I.salt, 6],
    ],
    cookedGrams: 1400,
  },
  {
    name: 'Kıymalı ıspanak',
    group: 'Sebze yemeği',
    ingredients: [
      [I.spinach, 800],
      [I.beef, 200],
      [I.onion, 100],
      [I.rice, 40],
      [I.tomatoPaste, 15],
      [I.oliveOil, 30],
      [I.water, 200],
      [I.salt, 6],
    ],
    cookedGrams: 1150,
  },
  {
    name: 'Kıymalı patates',
    group: 'Sebze yemeği',
    ingredients: [
      [I.potato, 800],
      [I.beef, 250],
      [I.onion, 100],
      [I.greenPepper, 60],
      [I.tomatoPaste, 25],
      [I.oliveOil, 30],
      [I.water, 300],
      [I.salt, 7],
    ],
    cookedGrams: 1350,
  },
  {
    name: 'Patlıcan musakka',
    group: 'Sebze yemeği',
    ingredients: [
      [I.eggplant, 800],
      [I.beef, 300],
      [I.onion, 120],
      [I.tomato, 250],
      [I.greenPepper, 80],
      [I.tomatoPaste, 20],
      // Oil the eggplants take up while frying.
      [I.sunflowerOil, 80],
      [I.water, 200],
      [I.salt, 7],
    ],
    cookedGrams: 1450,
  },
  {
    name: 'Kıymalı kabak',
    group: 'Sebze yemeği',
    ingredients: [
      [I.zucchini, 900],
      [I.beef, 200],
      [I.onion, 100],
      [I.tomato, 200],
      [I.rice, 40],
      [I.oliveOil, 30],
      [I.water, 150],
      [I.salt, 6],
    ],
    cookedGrams: 1350,
  },
  {
    name: 'Mantar sote',
    group: 'Sebze yemeği',
    ingredients: [
      [I.mushroom, 600],
      [I.onion, 100],
      [I.greenPepper, 100],
      [I.tomato, 100],
      [I.butter, 20],
      [I.oliveOil, 20],
      [I.salt, 5],
    ],
    cookedGrams: 700,
  },
  {
    name: 'Patates yemeği',
    group: 'Sebze yemeği',
    ingredients: [
      [I.potato, 800],
      [I.onion, 100],
      [I.greenPepper, 60],
      [I.tomatoPaste, 25],
      [I.oliveOil, 50],
      [I.water, 400],
      [I.salt, 7],
    ],
    cookedGrams: 1300,
  },
  {
    name: 'Etli kabak dolması',
    group: 'Sebze yemeği',
    ingredients: [
      [I.zucchini, 800],
      [I.rice, 150],
      [I.beef, 250],
      [I.onion, 100],
      [I.tomato, 150],
      [I.tomatoPaste, 20],
      [I.oliveOil, 20],
      [I.freshMint, 5],
      [I.water, 400],
      [I.salt, 6],
    ],
    cookedGrams: 1650,
  },
  {
    name: 'Etli yaprak sarma',
    group: 'Sebze yemeği',
    ingredients: [
      [I.grapeLeaves, 200],
      [I.rice, 200],
      [I.beef, 250],
      [I.onion, 150],
      [I.tomatoPaste, 20],
      [I.oliveOil, 30],
      [I.freshMint, 5],
      [I.water, 500],
      [I.salt, 6],
    ],
    cookedGrams: 1250,
  },
  {
    name: 'Etli lahana sarması',
    group: 'Sebze yemeği',
    ingredients: [
      [I.cabbage, 800],
      [I.rice, 150],
      [I.beef, 300],
      [I.onion, 150],
      [I.tomatoPaste, 25],
      [I.butter, 20],
      [I.water, 500],
      [I.salt, 7],
    ],
    cookedGrams: 1700,
  },
  // Et yemekleri, köfte ve kebap
  {
    name: 'Hünkar beğendi',
    group: 'Et yemeği',
    ingredients: [
      // Tas kebabı part
      [I.beefCubes, 500],
      [I.onion, 150],
      [I.tomato, 250],
      [I.tomatoPaste, 20],
      [I.butter, 20],
      [I.oliveOil, 20],
      [I.water, 400],
      [I.salt, 7],
      // Beğendi: roasted eggplant (as bought; the skin and water go while roasting), roux, milk, kaşar
      [I.eggplant, 800],
      [I.butter, 50],
      [I.flour, 50],
      [I.milk, 500],
      [I.kasar, 80],
    ],
    cookedGrams: 1900,
  },
  {
    name: 'Orman kebabı',
    group: 'Et yemeği',
    ingredients: [
      [I.beefCubes, 500],
      [I.potato, 300],
      [I.carrot, 150],
      [I.peas, 150],
      [I.onion, 150],
      [I.tomato, 150],
      [I.tomatoPaste, 20],
      [I.butter, 30],
      [I.water, 400],
      [I.salt, 7],
    ],
    cookedGrams: 1600,
  },
  {
    name: 'Tas kebabı',
    group: 'Et yemeği',
    ingredients: [
      [I.beefCubes, 600],
      [I.onion, 200],
      [I.tomato, 200],
      [I.tomatoPaste, 25],
      [I.butter, 30],
      [I.flour, 10],
      [I.water, 500],
      [I.salt, 7],
    ],
    cookedGrams: 1250,
  },
  {
    name: 'Etli güveç',
    group: 'Et yemeği',
    ingredients: [
      [I.lambCubes, 500],
      [I.eggplant, 300],
      [I.potato, 200],
      [I.greenPepper, 150],
      [I.tomato, 300],
      [I.onion, 150],
      [I.garlic, 10],
      [I.oliveOil, 40],
      [I.water, 200],
      [I.salt, 8],
    ],
    cookedGrams: 1500,
  },
  {
    name: 'Et sote',
    group: 'Et yemeği',
    ingredients: [
      [I.beefCubes, 500],
      [I.onion, 150],
      [I.greenPepper, 150],
      [I.tomato, 200],
      [I.butter, 20],
      [I.oliveOil, 20],
      [I.salt, 6],
    ],
    cookedGrams: 850,
  },
  {
    name: 'Çoban kavurma',
    group: 'Et yemeği',
    ingredients: [
      [I.lambCubes, 500],
      [I.onion, 150],
      [I.greenPepper, 150],
      [I.tomato, 250],
      [I.butter, 30],
      [I.salt, 6],
    ],
    cookedGrams: 850,
  },
  {
    name: 'Kuzu kapama',
    group: 'Et yemeği',
    ingredients: [
      [I.lambCubes, 800],
      [I.springOnion, 300],
      [I.lettuce, 300],
      [I.dill, 40],
      [I.butter, 30],
      [I.water, 400],
      [I.salt, 8],
    ],
    cookedGrams: 1400,
  },
  {
    name: 'İzmir köfte',
    group: 'Et yemeği',
    ingredients: [
      [I.beef80, 500],
      [I.bread, 40],
      [I.onion, 80],
      [I.egg, 50],
      [I.parsley, 10],
      [I.cumin, 3],
      [I.salt, 8],
      [I.potato, 500],
      [I.greenPepper, 150],
      [I.tomato, 300],
      [I.tomatoPaste, 20],
      // Oil the köfte and the potatoes take up while browning.
      [I.sunflowerOil, 40],
      [I.water, 300],
    ],
    cookedGrams: 1700,
  },
  {
    name: 'Kadınbudu köfte',
    group: 'Et yemeği',
    ingredients: [
      [I.beef, 400],
      [I.rice, 60],
      [I.water, 120],
      [I.onion, 80],
      [I.egg, 100],
      [I.flour, 40],
      // Oil the köfte take up while frying.
      [I.sunflowerOil, 60],
      [I.salt, 7],
    ],
    cookedGrams: 750,
  },
  {
    name: 'İnegöl köfte',
    group: 'Et yemeği',
    ingredients: [
      [I.beef80, 500],
      [I.onion, 50],
      [I.bread, 30],
      [I.salt, 7],
    ],
    cookedGrams: 450,
  },
  {
    name: 'Sulu köfte (terbiyeli)',
    group: 'Et yemeği',
    ingredients: [
      [I.beef, 400],
      [I.rice, 60],
      [I.onion, 60],
      [I.potato, 300],
      [I.carrot, 100],
      [I.tomatoPaste, 20],
      [I.flour, 20],
      [I.egg, 50],
      [I.lemonJuice, 30],
      [I.water, 1400],
      [I.salt, 8],
    ],
    cookedGrams: 2200,
  },
  {
    name: 'Fırında köfte patates',
    group: 'Et yemeği',
    ingredients: [
      [I.beef80, 500],
      [I.bread, 40],
      [I.onion, 80],
      [I.potato, 600],
      [I.greenPepper, 100],
      [I.tomato, 200],
      [I.tomatoPaste, 20],
      [I.oliveOil, 40],
      [I.water, 200],
      [I.salt, 8],
    ],
    cookedGrams: 1600,
  },
  {
    name: 'İskender kebap',
    group: 'Et yemeği',
    ingredients: [
      // Thin-sliced beef as döner, on cubed pide, with tomato sauce, browned butter and yoghurt.
      [I.beefCubes, 250],
      [I.pita, 120],
      [I.tomatoPaste, 20],
      [I.butter, 40],
      [I.yogurt, 200],
      [I.water, 50],
      [I.salt, 3],
    ],
    cookedGrams: 600,
  },
  {
    name: 'Urfa kebap',
    group: 'Et yemeği',
    ingredients: [
      [I.lambMince, 500],
      [I.onion, 50],
      [I.redPepperFlakes, 2],
      [I.salt, 8],
    ],
    cookedGrams: 420,
  },
  {
    name: 'Patlıcan kebabı',
    group: 'Et yemeği',
    ingredients: [
      [I.eggplant, 600],
      [I.lambMince, 400],
      [I.tomato, 200],
      [I.greenPepper, 100],
      [I.salt, 8],
    ],
    cookedGrams: 900,
  },
  {
    name: 'Kuzu şiş',
    group: 'Et yemeği',
    ingredients: [
      [I.lambLeg, 600],
      [I.onion, 50],
      [I.oliveOil, 20],
      [I.salt, 6],
    ],
    cookedGrams: 450,
  },
  {
    name: 'Çöp şiş',
    group: 'Et yemeği',
    ingredients: [
      [I.lambCubes, 500],
      [I.oliveOil, 15],
      [I.salt, 5],
    ],
    cookedGrams: 380,
  },
  {
    name: 'Tavuk kanat (ızgara)',
    group: 'Et yemeği',
    ingredients: [
      [I.chickenWing, 800],
      [I.yogurt, 40],
      [I.oliveOil, 20],
      [I.tomatoPaste, 15],
      [I.salt, 6],
    ],
    cookedGrams: 600,
  },
  {
    name: 'Fırında patatesli tavuk',
    group: 'Et yemeği',
    ingredients: [
      [I.chickenMeatRaw, 800],
      [I.potato, 600],
      [I.onion, 100],
      [I.oliveOil, 50],
      [I.tomatoPaste, 20],
      [I.water, 100],
      [I.salt, 8],
    ],
    cookedGrams: 1300,
  },
  {
    name: 'Arnavut ciğeri',
    group: 'Et yemeği',
    ingredients: [
      [I.beefLiver, 500],
      [I.flour, 40],
      // Oil the floured liver takes up while frying.
      [I.sunflowerOil, 60],
      [I.onion, 150],
      [I.parsley, 20],
      [I.redPepperFlakes, 3],
      [I.salt, 5],
    ],
    cookedGrams: 640,
  },
  // Balık ve deniz ürünleri
  {
    name: 'Hamsi tava',
    group: 'Balık',
    ingredients: [
      [I.anchovy, 500],
      [I.cornmeal, 60],
      // Oil the floured fish take up while frying.
      [I.sunflowerOil, 50],
      [I.salt, 6],
    ],
    cookedGrams: 520,
  },
  {
    name: 'Levrek buğulama',
    group: 'Balık',
    ingredients: [
      [I.seaBass, 600],
      [I.tomato, 200],
      [I.onion, 80],
      [I.greenPepper, 80],
      [I.mushroom, 100],
      [I.oliveOil, 30],
      [I.lemonJuice, 20],
      [I.water, 100],
      [I.salt, 5],
    ],
    cookedGrams: 1000,
  },
  {
    name: 'Fırında somon',
    group: 'Balık',
    ingredients: [
      [I.salmon, 500],
      [I.oliveOil, 10],
      [I.lemonJuice, 20],
      [I.salt, 4],
    ],
    cookedGrams: 420,
  },
  {
    name: 'Karides güveç',
    group: 'Balık',
    ingredients: [
      [I.shrimp, 400],
      [I.tomato, 200],
      [I.greenPepper, 100],
      [I.mushroom, 100],
      [I.garlic, 10],
      [I.butter, 30],
      [I.kasar, 100],
      [I.salt, 4],
    ],
    cookedGrams: 800,
  },
  {
    name: 'Kalamar tava',
    group: 'Balık',
    ingredients: [
      [I.squid, 500],
      [I.flour, 60],
      // Oil the floured rings take up while frying.
      [I.sunflowerOil, 60],
      [I.salt, 5],
    ],
    cookedGrams: 560,
  },
  {
    name: 'Midye dolma',
    group: 'Balık',
    ingredients: [
      // Mussel meat and filling; the shells are not eaten and not weighed.
      [I.mussel, 400],
      [I.rice, 200],
      [I.onion, 200],
      [I.oliveOil, 60],
      [I.pineNuts, 15],
      [I.raisins, 15],
      [I.tomatoPaste, 15],
      [I.cinnamon, 2],
      [I.blackPepper, 2],
      [I.water, 300],
      [I.salt, 5],
    ],
    cookedGrams: 1000,
  },
  {
    name: 'Ton balıklı salata',
    group: 'Salata ve meze',
    ingredients: [
      [I.tuna, 160],
      [I.sweetcorn, 100],
      [I.lettuce, 200],
      [I.tomato, 150],
      [I.cucumber, 150],
      [I.onion, 40],
      [I.oliveOil, 20],
      [I.lemonJuice, 20],
      [I.salt, 3],
    ],
  },
  // Pilavlar ve makarnalar
  {
    name: 'İç pilav',
    group: 'Pilav',
    ingredients: [
      [I.rice, 300],
      [I.onion, 100],
      [I.pineNuts, 25],
      [I.raisins, 25],
      [I.butter, 40],
      [I.oliveOil, 20],
      [I.dill, 15],
      [I.sugar, 5],
      [I.cinnamon, 2],
      [I.water, 450],
      [I.salt, 6],
    ],
    cookedGrams: 1050,
  },
  {
    name: 'Nohutlu pilav',
    group: 'Pilav',
    ingredients: [
      [I.rice, 250],
      [I.cookedChickpeas, 200],
      [I.butter, 40],
      [I.water, 375],
      [I.salt, 5],
    ],
    cookedGrams: 860,
  },
  {
    name: 'Arpa şehriye pilavı',
    group: 'Pilav',
    ingredients: [
      [I.pasta, 250],
      [I.butter, 30],
      [I.oliveOil, 10],
      [I.tomatoPaste, 10],
      [I.water, 500],
      [I.salt, 5],
    ],
    cookedGrams: 760,
  },
  {
    name: 'Kuskus pilavı',
    group: 'Pilav',
    ingredients: [
      [I.couscous, 250],
      [I.butter, 30],
      [I.water, 350],
      [I.salt, 4],
    ],
    cookedGrams: 620,
  },
  {
    name: 'Tavuklu pilav',
    group: 'Pilav',
    ingredients: [
      [I.rice, 300],
      [I.chickenMeatRaw, 300],
      [I.butter, 30],
      [I.water, 550],
      [I.salt, 6],
    ],
    cookedGrams: 1050,
  },
  {
    name: 'Fırın makarna',
    group: 'Pilav',
    ingredients: [
      [I.pasta, 250],
      // Water the pasta takes up while boiling.
      [I.water, 300],
      [I.milk, 500],
      [I.butter, 40],
      [I.flour, 40],
      [I.egg, 100],
      [I.kasar, 100],
      [I.salt, 5],
    ],
    cookedGrams: 1250,
  },
  {
    name: 'Domates soslu makarna',
    group: 'Pilav',
    ingredients: [
      [I.pasta, 250],
      [I.water, 330],
      [I.tomato, 400],
      [I.tomatoPaste, 15],
      [I.oliveOil, 30],
      [I.garlic, 10],
      [I.salt, 6],
    ],
    cookedGrams: 950,
  },
  {
    name: 'Yoğurtlu makarna',
    group: 'Pilav',
    ingredients: [
      [I.pasta, 250],
      [I.water, 330],
      [I.yogurt, 300],
      [I.garlic, 6],
      [I.butter, 20],
      [I.redPepperFlakes, 2],
      [I.salt, 5],
    ],
    cookedGrams: 900,
  },
  // Börekler ve hamur işleri
  {
    name: 'Su böreği',
    group: 'Hamur işi',
    ingredients: [
      [I.flour, 500],
      [I.egg, 250],
      [I.water, 50],
      [I.salt, 5],
      // Water the sheets take up while boiling.
      [I.water, 200],
      [I.feta, 300],
      [I.parsley, 20],
      [I.butter, 150],
      [I.oliveOil, 30],
      [I.milk, 100],
    ],
    cookedGrams: 1450,
  },
  {
    name: 'Ispanaklı börek',
    group: 'Hamur işi',
    ingredients: [
      [I.phyllo, 375],
      [I.spinach, 500],
      [I.onion, 100],
      [I.feta, 150],
      [I.egg, 100],
      [I.milk, 200],
      [I.oliveOil, 70],
    ],
    cookedGrams: 1050,
  },
  {
    name: 'Kıymalı börek',
    group: 'Hamur işi',
    ingredients: [
      [I.phyllo, 375],
      [I.beef, 300],
      [I.onion, 150],
      [I.egg, 100],
      [I.milk, 200],
      [I.oliveOil, 60],
      [I.salt, 5],
    ],
    cookedGrams: 1000,
  },
  {
    name: 'Patatesli börek',
    group: 'Hamur işi',
    ingredients: [
      [I.phyllo, 375],
      [I.potato, 500],
      [I.onion, 100],
      [I.egg, 100],
      [I.milk, 200],
      [I.oliveOil, 80],
      [I.redPepperFlakes, 3],
      [I.salt, 6],
    ],
    cookedGrams: 1150,
  },
  {
    name: 'Peynirli gözleme',
    group: 'Hamur işi',
    ingredients: [
      [I.flour, 250],
      [I.water, 150],
      [I.salt, 3],
      [I.feta, 200],
      [I.parsley, 20],
      [I.butter, 30],
    ],
    cookedGrams: 600,
  },
  {
    name: 'Patatesli gözleme',
    group: 'Hamur işi',
    ingredients: [
      [I.flour, 250],
      [I.water, 150],
      [I.salt, 5],
      [I.boiledPotato, 400],
      [I.onion, 50],
      [I.butter, 30],
      [I.redPepperFlakes, 3],
    ],
    cookedGrams: 800,
  },
  {
    name: 'Kıymalı gözleme',
    group: 'Hamur işi',
    ingredients: [
      [I.flour, 250],
      [I.water, 150],
      [I.salt, 5],
      [I.beef, 200],
      [I.onion, 80],
      [I.butter, 30],
    ],
    cookedGrams: 640,
  },
  {
    name: 'Pişi',
    group: 'Hamur işi',
    ingredients: [
      [I.flour, 500],
      [I.water, 300],
      [I.yeast, 10],
      [I.sugar, 10],
      [I.salt, 8],
      // Oil the dough takes up while frying.
      [I.sunflowerOil, 90],
    ],
    cookedGrams: 850,
  },
  {
    name: 'Bazlama',
    group: 'Hamur işi',
    ingredients: [
      [I.flour, 500],
      [I.water, 200],
      [I.yogurt, 150],
      [I.yeast, 10],
      [I.sugar, 5],
      [I.salt, 8],
    ],
    cookedGrams: 770,
  },
  {
    name: 'Açma',
    group: 'Hamur işi',
    ingredients: [
      [I.flour, 500],
      [I.milk, 200],
      [I.butter, 100],
      [I.sunflowerOil, 50],
      [I.egg, 50],
      [I.sugar, 30],
      [I.yeast, 10],
      [I.salt, 8],
    ],
    cookedGrams: 880,
  },
  {
    name: 'Zeytinli poğaça',
    group: 'Hamur işi',
    ingredients: [
      [I.flour, 500],
      [I.milk, 150],
      [I.yogurt, 100],
      [I.sunflowerOil, 120],
      [I.egg, 100],
      [I.yeast, 10],
      [I.blackOlive, 150],
      [I.sugar, 10],
      [I.salt, 6],
    ],
    cookedGrams: 1000,
  },
  {
    name: 'Mıhlama (kuymak)',
    group: 'Kahvaltılık',
    ingredients: [
      [I.cornmeal, 80],
      [I.butter, 60],
      [I.kasar, 200],
      [I.water, 300],
      [I.salt, 3],
    ],
    cookedGrams: 550,
  },
  // Baking powder (a few grams, no energy) is left out of the cakes and breads.
  {
    name: 'Mısır ekmeği',
    group: 'Hamur işi',
    ingredients: [
      [I.cornmeal, 300],
      [I.flour, 100],
      [I.yogurt, 200],
      [I.egg, 100],
      [I.sunflowerOil, 80],
      [I.milk, 100],
      [I.sugar, 10],
      [I.salt, 6],
    ],
    cookedGrams: 800,
  },
  {
    name: 'Kumpir',
    group: 'Sebze yemeği',
    ingredients: [
      [I.potato, 400],
      [I.butter, 20],
      [I.kasar, 60],
      [I.sweetcorn, 40],
      [I.pickles, 30],
      [I.blackOlive, 20],
      [I.mayonnaise, 10],
      [I.salt, 2],
    ],
    cookedGrams: 510,
  },
  {
    name: 'Sucuklu kaşarlı tost',
    group: 'Kahvaltılık',
    ingredients: [
      [I.bread, 100],
      [I.kasar, 40],
      [I.sucuk, 30],
      [I.butter, 5],
    ],
    cookedGrams: 170,
  },
  // Salatalar ve mezeler
  {
    name: 'Söğüş',
    group: 'Salata ve meze',
    ingredients: [
      [I.tomato, 300],
      [I.cucumber, 300],
      [I.greenPepper, 80],
      [I.parsley, 10],
      [I.salt, 2],
    ],
  },
  {
    name: 'Patates salatası',
    group: 'Salata ve meze',
    ingredients: [
      [I.boiledPotato, 600],
      [I.springOnion, 60],
      [I.parsley, 30],
      [I.dill, 15],
      [I.oliveOil, 50],
      [I.lemonJuice, 30],
      [I.redPepperFlakes, 3],
      [I.salt, 6],
    ],
  },
  {
    name: 'Rus salatası',
    group: 'Salata ve meze',
    ingredients: [
      [I.boiledPotato, 300],
      [I.carrot, 150],
      [I.peas, 150],
      [I.pickles, 100],
      [I.mayonnaise, 150],
      [I.yogurt, 150],
      [I.salt, 4],
    ],
  },
  {
    name: 'Roka salatası',
    group: 'Salata ve meze',
    ingredients: [
      [I.rocket, 150],
      [I.tomato, 150],
      [I.onion, 30],
      [I.oliveOil, 20],
      [I.lemonJuice, 15],
      [I.salt, 2],
    ],
  },
  {
    name: 'Havuç tarator',
    group: 'Salata ve meze',
    ingredients: [
      [I.carrot, 500],
      [I.oliveOil, 30],
      [I.yogurt, 300],
      [I.garlic, 6],
      [I.walnut, 40],
      [I.salt, 4],
    ],
    cookedGrams: 800,
  },
  {
    name: 'Közlenmiş patlıcan salatası',
    group: 'Salata ve meze',
    ingredients: [
      [I.eggplant, 1000],
      [I.greenPepper, 80],
      [I.tomato, 100],
      [I.parsley, 15],
      [I.garlic, 8],
      [I.oliveOil, 40],
      [I.lemonJuice, 20],
      [I.salt, 5],
    ],
    cookedGrams: 850,
  },
  {
    name: 'Babagannuş',
    group: 'Salata ve meze',
    ingredients: [
      [I.eggplant, 1000],
      [I.tahini, 60],
      [I.garlic, 6],
      [I.lemonJuice, 30],
      [I.oliveOil, 20],
      [I.salt, 5],
    ],
    cookedGrams: 720,
  },
  {
    name: 'Pancar salatası',
    group: 'Salata ve meze',
    ingredients: [
      [I.beetroot, 500],
      [I.oliveOil, 25],
      [I.vinegar, 15],
      [I.garlic, 5],
      [I.salt, 4],
    ],
  },
  {
    name: 'Muhammara',
    group: 'Salata ve meze',
    ingredients: [
      // Roasted red peppers (skin and water go while roasting); lemon juice for the sour of nar ekşisi.
      [I.redPepper, 400],
      [I.walnut, 150],
      [I.bread, 50],
      [I.tomatoPaste, 15],
      [I.oliveOil, 50],
      [I.lemonJuice, 20],
      [I.cumin, 2],
      [I.redPepperFlakes, 3],
      [I.salt, 4],
    ],
    cookedGrams: 540,
  },
  {
    name: 'Çiğ köfte (etsiz)',
    group: 'Salata ve meze',
    ingredients: [
      // Fine bulgur kneaded with water and the pastes; nothing is cooked, the bulgur takes up the water.
      [I.bulgur, 250],
      [I.water, 150],
      [I.onion, 100],
      [I.tomatoPaste, 60],
      [I.redPepperFlakes, 15],
      [I.oliveOil, 50],
      [I.lemonJuice, 40],
      [I.parsley, 30],
      [I.springOnion, 40],
      [I.garlic, 10],
      [I.cumin, 3],
      [I.salt, 8],
    ],
  },
  {
    name: 'Semizotu salatası',
    group: 'Salata ve meze',
    ingredients: [
      [I.purslane, 300],
      [I.tomato, 150],
      [I.onion, 40],
      [I.oliveOil, 20],
      [I.lemonJuice, 20],
      [I.salt, 3],
    ],
  },
  {
    name: 'Kırmızı lahana salatası',
    group: 'Salata ve meze',
    ingredients: [
      [I.redCabbage, 400],
      [I.carrot, 100],
      [I.oliveOil, 25],
      [I.lemonJuice, 25],
      [I.salt, 4],
    ],
  },
  // Kahvaltılık
  {
    name: 'Sucuklu yumurta',
    group: 'Kahvaltılık',
    ingredients: [
      [I.egg, 100],
      [I.sucuk, 50],
      [I.butter, 5],
    ],
    cookedGrams: 140,
  },
  {
    name: 'Pastırmalı yumurta',
    group: 'Kahvaltılık',
    ingredients: [
      [I.egg, 100],
      [I.pastirma, 40],
      [I.butter, 5],
    ],
    cookedGrams: 135,
  },
  {
    name: 'Ispanaklı yumurta',
    group: 'Kahvaltılık',
    ingredients: [
      [I.spinach, 300],
      [I.onion, 50],
      [I.egg, 100],
      [I.butter, 15],
      [I.oliveOil, 10],
      [I.salt, 2],
    ],
    cookedGrams: 330,
  },
  {
    name: 'Patatesli yumurta',
    group: 'Kahvaltılık',
    ingredients: [
      [I.potato, 300],
      [I.egg, 150],
      [I.onion, 50],
      [I.sunflowerOil, 30],
      [I.salt, 3],
    ],
    cookedGrams: 450,
  },
  {
    name: 'Mantarlı omlet',
    group: 'Kahvaltılık',
    ingredients: [
      [I.egg, 100],
      [I.mushroom, 60],
      [I.butter, 5],
      [I.salt, 1],
    ],
    cookedGrams: 140,
  },
  {
    name: 'Kaşarlı omlet',
    group: 'Kahvaltılık',
    ingredients: [
      [I.egg, 100],
      [I.kasar, 30],
      [I.butter, 5],
    ],
    cookedGrams: 130,
  },
  {
    name: 'Yumurtalı ekmek',
    group: 'Kahvaltılık',
    ingredients: [
      [I.bread, 120],
      [I.egg, 100],
      [I.milk, 50],
      // Oil the soaked slices take up while frying.
      [I.sunflowerOil, 30],
      [I.salt, 2],
    ],
    cookedGrams: 270,
  },
  {
    name: 'Bal kaymak',
    group: 'Kahvaltılık',
    ingredients: [
      [I.cream, 50],
      [I.honey, 30],
    ],
  },
  {
    name: 'Tahin pekmez',
    group: 'Kahvaltılık',
    ingredients: [
      [I.tahini, 50],
      [I.molasses, 50],
    ],
  },
  // Tatlılar
  {
    name: 'Kazandibi',
    group: 'Tatlı',
    ingredients: [
      [I.milk, 1000],
      [I.sugar, 200],
      [I.riceFlour, 50],
      [I.cornstarch, 40],
      [I.butter, 20],
    ],
    cookedGrams: 1180,
  },
  {
    name: 'Güllaç',
    group: 'Tatlı',
    ingredients: [
      // Güllaç sheets are dried starch-and-flour wafers: 150 g as the starch and flour they are made of.
      [I.cornstarch, 100],
      [I.flour, 50],
      [I.milk, 1500],
      [I.sugar, 300],
      [I.walnut, 150],
      [I.pomegranate, 100],
    ],
  },
  {
    name: 'Kemalpaşa tatlısı',
    group: 'Tatlı',
    ingredients: [
      [I.lor, 250],
      [I.semolina, 100],
      [I.flour, 100],
      [I.egg, 100],
      [I.sugar, 20],
      [I.sugar, 500],
      [I.water, 600],
      [I.lemonJuice, 10],
    ],
    cookedGrams: 1300,
  },
  {
    name: 'Revani',
    group: 'Tatlı',
    ingredients: [
      [I.egg, 200],
      [I.sugar, 200],
      [I.yogurt, 200],
      [I.sunflowerOil, 100],
      [I.semolina, 200],
      [I.flour, 150],
      [I.sugar, 600],
      [I.water, 750],
      [I.lemonJuice, 10],
    ],
    cookedGrams: 2100,
  },
  {
    name: 'Kabak tatlısı',
    group: 'Tatlı',
    ingredients: [
      [I.pumpkin, 1000],
      [I.sugar, 250],
      [I.walnut, 60],
    ],
    cookedGrams: 950,
  },
  {
    name: 'Ayva tatlısı',
    group: 'Tatlı',
    ingredients: [
      [I.quince, 850],
      [I.sugar, 300],
      [I.water, 400],
      [I.cream, 100],
    ],
    cookedGrams: 1250,
  },
  {
    name: 'Tavuk göğsü (tatlı)',
    group: 'Tatlı',
    ingredients: [
      [I.chickenBreastRaw, 100],
      [I.milk, 1000],
      [I.sugar, 200],
      [I.riceFlour, 80],
      [I.cornstarch, 30],
    ],
    cookedGrams: 1200,
  },
  {
    name: 'Keşkül',
    group: 'Tatlı',
    ingredients: [
      [I.milk, 1000],
      [I.almond, 100],
      [I.sugar, 180],
      [I.riceFlour, 40],
      [I.cornstarch, 30],
      [I.egg, 50],
      [I.coconut, 20],
    ],
    cookedGrams: 1200,
  },
  {
    name: 'Supangle',
    group: 'Tatlı',
    ingredients: [
      [I.milk, 1000],
      [I.sugar, 200],
      [I.flour, 50],
      [I.cornstarch, 30],
      [I.cocoa, 40],
      [I.butter, 30],
      [I.darkChocolate, 50],
    ],
    cookedGrams: 1180,
  },
  {
    name: 'Un helvası',
    group: 'Tatlı',
    ingredients: [
      [I.flour, 250],
      [I.butter, 150],
      [I.sugar, 250],
      [I.milk, 400],
      [I.water, 250],
    ],
    cookedGrams: 1100,
  },
  {
    name: 'Şekerpare',
    group: 'Tatlı',
    ingredients: [
      [I.butter, 125],
      [I.powderedSugar, 125],
      [I.egg, 50],
      [I.semolina, 50],
      [I.flour, 300],
      [I.hazelnut, 30],
      [I.sugar, 500],
      [I.water, 500],
      [I.lemonJuice, 10],
    ],
    cookedGrams: 1450,
  },
  {
    name: 'Lokma',
    group: 'Tatlı',
    ingredients: [
      [I.flour, 500],
      [I.water, 400],
      [I.yeast, 10],
      [I.salt, 3],
      // Oil the dough takes up while frying.
      [I.sunflowerOil, 150],
      [I.sugar, 500],
      [I.water, 400],
      [I.lemonJuice, 10],
    ],
    cookedGrams: 1650,
  },
  {
    name: 'Zerde',
    group: 'Tatlı',
    ingredients: [
      [I.rice, 100],
      [I.sugar, 250],
      [I.cornstarch, 30],
      [I.saffron, 1],
      [I.water, 1500],
      [I.pineNuts, 15],
      [I.pomegranate, 30],
    ],
    cookedGrams: 1500,
  },
  {
    name: 'Kayısı hoşafı',
    group: 'Tatlı',
    ingredients: [
      [I.driedApricot, 250],
      [I.sugar, 100],
      [I.water, 1200],
    ],
    cookedGrams: 1350,
  },
  {
    name: 'Sade kek',
    group: 'Tatlı',
    ingredients: [
      [I.egg, 150],
      [I.sugar, 200],
      [I.milk, 150],
      [I.sunflowerOil, 120],
      [I.flour, 350],
    ],
    cookedGrams: 880,
  },
  {
    name: 'Un kurabiyesi',
    group: 'Tatlı',
    ingredients: [
      [I.butter, 250],
      [I.powderedSugar, 100],
      [I.flour, 400],
    ],
    cookedGrams: 700,
  },
  {
    name: 'Meyve salatası',
    group: 'Tatlı',
    ingredients: [
      [I.apple, 150],
      [I.banana, 120],
      [I.orange, 150],
      [I.strawberry, 100],
      [I.pomegranate, 50],
    ],
  },
  // İçecekler
  {
    name: 'Türk kahvesi (orta şekerli)',
    group: 'İçecek',
    ingredients: [
      [I.espresso, 65],
      [I.sugar, 5],
    ],
  },
  {
    name: 'Salep',
    group: 'İçecek',
    ingredients: [
      // Salep powder (orchid tuber flour) is not in the USDA tables: corn starch, the thickener home
      // salep mixes use, stands for it.
      [I.milk, 1000],
      [I.sugar, 120],
      [I.cornstarch, 25],
      [I.cinnamon, 3],
    ],
    cookedGrams: 1050,
  },
  {
    name: 'Limonata',
    group: 'İçecek',
    ingredients: [
      [I.lemonJuice, 200],
      [I.sugar, 150],
      [I.water, 1000],
    ],
  },
];

// ---------------------------------------------------------------------------------------------
// Categories (the shopping list's groups, src/shared/food-categories.ts). A single food takes its
// category from its USDA food group (FOOD_DES.txt → FD_GROUP.txt); the foods a Turkish shopper looks
// for elsewhere, and every composed dish, are set by hand below.
// ---------------------------------------------------------------------------------------------
type FoodCategory =
  | 'vegetables'
  | 'fruits'
  | 'meat_fish'
  | 'dairy'
  | 'eggs'
  | 'bread_grains'
  | 'legumes'
  | 'fats_olives_nuts'
  | 'drinks'
  | 'sweets_snacks'
  | 'spices_sauces'
  | 'dishes'
  | 'other';

/** USDA food group code (FdGrp_Cd) → category. */
const categoryOfUsdaGroup: Record<string, FoodCategory> = {
  '0100': 'dairy', // Dairy and Egg Products (eggs: below)
  '0200': 'spices_sauces', // Spices and Herbs
  '0400': 'fats_olives_nuts', // Fats and Oils
  '0500': 'meat_fish', // Poultry Products
  '0600': 'spices_sauces', // Soups, Sauces, and Gravies
  '0700': 'meat_fish', // Sausages and Luncheon Meats
  '0800': 'bread_grains', // Breakfast Cereals
  '0900': 'fruits', // Fruits and Fruit Juices
  '1000': 'meat_fish', // Pork Products
  '1100': 'vegetables', // Vegetables and Vegetable Products
  '1200': 'fats_olives_nuts', // Nut and Seed Products
  '1300': 'meat_fish', // Beef Products
  '1400': 'drinks', // Beverages
  '1500': 'meat_fish', // Finfish and Shellfish Products
  '1600': 'legumes', // Legumes and Legume Products
  '1700': 'meat_fish', // Lamb, Veal, and Game Products
  '1800': 'bread_grains', // Baked Products
  '1900': 'sweets_snacks', // Sweets
  '2000': 'bread_grains', // Cereal Grains and Pasta
  '2100': 'dishes', // Fast Foods
  '2200': 'dishes', // Meals, Entrees, and Side Dishes
  '2500': 'sweets_snacks', // Snacks
  '3600': 'dishes', // Restaurant Foods
};

/** Single foods whose USDA group is not where a Turkish shopping list puts them. */
const singleFoodCategories: Record<string, FoodCategory> = {
  Yumurta: 'eggs',
  'Haşlanmış yumurta': 'eggs',
  'Yumurta akı': 'eggs',
  Dereotu: 'vegetables', // fresh herbs are bought with the greens (USDA: Spices and Herbs)
  'Taze nane': 'vegetables',
  'Siyah zeytin': 'fats_olives_nuts', // USDA: Fruits
  'Yeşil zeytin': 'fats_olives_nuts',
  'Domates salçası': 'spices_sauces', // USDA: Vegetables
  'Yer fıstığı (kavrulmuş)': 'fats_olives_nuts', // USDA: Legumes
  'Sade dondurma': 'sweets_snacks',
  'Yumurta sarısı': 'eggs',
  'Bıldırcın yumurtası': 'eggs',
  'Taze fesleğen': 'vegetables', // USDA: Spices and Herbs
  'Fıstık ezmesi': 'fats_olives_nuts', // USDA: Legumes
  Ketçap: 'spices_sauces', // USDA: Vegetables
  Mayonez: 'spices_sauces', // USDA: Fats and Oils; bought with the sauces
  Bisküvi: 'sweets_snacks', // USDA: Baked Products
};

/** Composed dishes: a cooked dish is 'Hazır yemekler' unless bought as bread, a sweet or a dairy drink. */
const dishCategories: Record<string, FoodCategory> = {
  Ayran: 'dairy',
  Simit: 'bread_grains',
  'Peynirli poğaça': 'bread_grains',
  Aşure: 'sweets_snacks',
  'Cevizli baklava': 'sweets_snacks',
  'İrmik helvası': 'sweets_snacks',
  Muhallebi: 'sweets_snacks',
  Sütlaç: 'sweets_snacks',
  // Added for issue #40: breads bought at the bakery, sweets (and the sweet breakfast spreads), drinks.
  Pişi: 'bread_grains',
  Bazlama: 'bread_grains',
  Açma: 'bread_grains',
  'Zeytinli poğaça': 'bread_grains',
  'Mısır ekmeği': 'bread_grains',
  Kazandibi: 'sweets_snacks',
  Güllaç: 'sweets_snacks',
  'Kemalpaşa tatlısı': 'sweets_snacks',
  Revani: 'sweets_snacks',
  'Kabak tatlısı': 'sweets_snacks',
  'Ayva tatlısı': 'sweets_snacks',
  'Tavuk göğsü (tatlı)': 'sweets_snacks',
  Keşkül: 'sweets_snacks',
  Supangle: 'sweets_snacks',
  'Un helvası': 'sweets_snacks',
  Şekerpare: 'sweets_snacks',
  Lokma: 'sweets_snacks',
  Zerde: 'sweets_snacks',
  'Kayısı hoşafı': 'sweets_snacks',
  'Sade kek': 'sweets_snacks',
  'Un kurabiyesi': 'sweets_snacks',
  'Bal kaymak': 'sweets_snacks',
  'Tahin pekmez': 'sweets_snacks',
  'Türk kahvesi (orta şekerli)': 'drinks',
  Salep: 'drinks',
  Limonata: 'drinks',
  'Meyve salatası': 'fruits',
};

// ---------------------------------------------------------------------------------------------
// Household measures (src/shared/diet-totals.ts): the grams one measure stands for in a food. From
// WEIGHT.txt where a USDA measure is the same thing (tbsp, tsp, slice, medium); su bardağı (200 ml) and
// çay bardağı (100 ml) from the USDA cup (8 fl oz, 236.6 ml) scaled by volume, which keeps the
// food's own density. Set by hand where the Turkish product differs or USDA has no such weight; a
// hand value wins over WEIGHT.txt.
// ---------------------------------------------------------------------------------------------
type HouseholdMeasure =
  | 'water_glass'
  | 'tea_glass'
  | 'tablespoon'
  | 'dessert_spoon'
  | 'teaspoon'
  | 'slice'
  | 'medium_piece'
  | 'handful'
  | 'portion'
  | 'bowl';
type MeasureGrams = Partial<Record<HouseholdMeasure, number>>;

const US_CUP_ML = 236.6;

/** Hand-set weights: Turkish bread and cheese slices, an egg, and dishes whose piece or plate is known. */
const handMeasureGrams: Record<string, MeasureGrams> = {
  // A slice of a Turkish loaf (somun, ekmek) as diet lists count it; USDA's are sandwich-loaf slices.
  'Beyaz ekmek': { slice: 30 },
  'Tam buğday ekmeği': { slice: 30 },
  'Çavdar ekmeği': { slice: 30 },
  'Beyaz peynir': { slice: 30 }, // USDA feta has no slice
  Yumurta: { medium_piece: 50 }, // one egg as Turkish lists count it (USDA 'medium' is 44 g)
  'Haşlanmış yumurta': { medium_piece: 50 },
  Simit: { medium_piece: 100 },
  'Peynirli poğaça': { medium_piece: 70 },
  Lahmacun: { medium_piece: 110 },
  'Kabak mücveri': { medium_piece: 50 },
  'Mercimek köftesi': { medium_piece: 30 },
  'Sigara böreği': { medium_piece: 30 },
  'Peynirli börek (fırında)': { slice: 100 },
  'Cevizli baklava': { slice: 40 },
  // One-serving recipes: the plate is what the recipe makes.
  'Kaşarlı tost': { portion: 150 },
  'Sade omlet': { portion: 115 },
  'Peynirli omlet': { portion: 125 },
  // Added for issue #40, single foods: a piece as USDA's WEIGHT.txt counts it where its word is not
  // 'medium' (or its first slice is a large one), and a breakfast slice of sucuk.
  Ananas: { slice: 84 }, // USDA's 3½-inch slice (Seq 4); its first slice row is a 4⅔-inch one, 166 g
  'Bıldırcın yumurtası': { medium_piece: 9 }, // USDA '1 egg'
  'Yumurta sarısı': { medium_piece: 17 }, // USDA '1 large' yolk
  Sosis: { medium_piece: 50 }, // USDA '1 frankfurter'
  'Kuru erik': { medium_piece: 9.5 }, // USDA '1 prune, pitted'
  Bisküvi: { medium_piece: 5 }, // USDA '1 cookie'
  Sucuk: { slice: 10 }, // a breakfast slice (about 1 cm); USDA gives only the whole sausage, 43 g
  // Added for issue #40. A piece (adet, '1 orta boy') of what a recipe makes: its weight ÷ its pieces.
  Pişi: { medium_piece: 50 }, // 850 g of dough → 17 pieces
  Bazlama: { medium_piece: 130 }, // 770 g → 6 rounds
  Açma: { medium_piece: 80 }, // 880 g → 11
  'Zeytinli poğaça': { medium_piece: 70 }, // 1,000 g → 14, as peynirli poğaça
  'Peynirli gözleme': { medium_piece: 200 }, // 600 g → 3 gözleme
  'Patatesli gözleme': { medium_piece: 200 }, // 800 g → 4
  'Kıymalı gözleme': { medium_piece: 213 }, // 640 g → 3
  'Kadınbudu köfte': { medium_piece: 60 }, // 750 g → 12–13 köfte
  'İnegöl köfte': { medium_piece: 25 }, // 450 g → 18 small köfte
  'Kemalpaşa tatlısı': { medium_piece: 35 },
  Şekerpare: { medium_piece: 50 }, // 1,450 g → about 28
  'Un kurabiyesi': { medium_piece: 20 }, // 700 g → 35
  Lokma: { medium_piece: 15 },
  'Midye dolma': { medium_piece: 30 }, // one stuffed mussel, shell not counted
  'Ayva tatlısı': { medium_piece: 210 }, // half a quince with its syrup: 1,250 g → 6 halves
  // A slice (dilim) of a tray: the tray's weight ÷ its slices.
  'Su böreği': { slice: 120 }, // 1,450 g → 12 squares
  'Ispanaklı börek': { slice: 100 }, // as peynirli börek
  'Kıymalı börek': { slice: 100 },
  'Patatesli börek': { slice: 100 },
  'Mısır ekmeği': { slice: 65 }, // 800 g → 12
  Revani: { slice: 90 }, // 2,100 g → 24
  'Sade kek': { slice: 55 }, // 880 g → 16
  // One-serving recipes and plates served whole: the plate is what the recipe makes.
  'İskender kebap': { portion: 300 }, // 600 g → 2 plates
  Kumpir: { portion: 510 },
  'Sucuklu kaşarlı tost': { portion: 170 },
  'Sucuklu yumurta': { portion: 140 },
  'Pastırmalı yumurta': { portion: 135 },
  'Mantarlı omlet': { portion: 140 },
  'Kaşarlı omlet': { portion: 130 },
  'Ispanaklı yumurta': { portion: 165 }, // 330 g → 2 plates
  'Yumurtalı ekmek': { portion: 135, slice: 45 }, // 270 g → 2 plates of 3 slices
  'Mıhlama (kuymak)': { portion: 275 }, // one pan → 2
  'Bal kaymak': { portion: 80, tablespoon: 20 },
  'Tahin pekmez': { tablespoon: 20 }, // a spoon of the 1:1 mix (USDA tahini 15 g, molasses 20 g a tbsp)
  'Türk kahvesi (orta şekerli)': { portion: 70 }, // one fincan
  'Türk kahvesi (şekersiz)': { portion: 65 }, // one fincan
  Salep: { water_glass: 210 }, // a glass of milk drink (USDA milk: 206 g)
};

type UsdaWeight = { seq: number; amount: number; description: string; grams: number };

/** WEIGHT.txt: 1 NDB_No, 2 Seq, 3 Amount, 4 Msre_Desc, 5 Gm_Wgt; rows kept in Seq order. */
function readWeights(file: string): Map<string, UsdaWeight[]> {
  const weights = new Map<string, UsdaWeight[]>();
  for (const line of readFileSync(file, 'latin1').split(/\r?\n/)) {
    if (!line.trim()) continue;
    const [ndb = '', seq = '', amount = '', description = '', grams = ''] = line
      .split('^')
      .map((field) => field.replace(/^~|~$/g, ''));
    const rows = weights.get(ndb) ?? [];
    rows.push({ seq: Number(seq), amount: Number(amount), description: description.trim(), grams: Number(grams) });
    weights.set(ndb, rows);
  }
  for (const rows of weights.values()) rows.sort((a, b) => a.seq - b.seq);
  return weights;
}

/** FOOD_DES.txt: 1 NDB_No, 2 FdGrp_Cd. */
function readFoodGroups(file: string): Map<string, string> {
  const groups = new Map<string, string>();
  for (const line of readFileSync(file, 'latin1').split(/\r?\n/)) {
    if (!line.trim()) continue;
    const [ndb = '', group = ''] = line.split('^').map((field) => field.replace(/^~|~$/g, ''));
    groups.set(ndb, group);
  }
  return groups;
}

/** USDA measures that would mislead as a Turkish one: unshelled, with pits, whipped, crumbs, odd sizes. */
const MISLEADING_MEASURE = /hulls|shell|pits|whipped|crumbs|balls|large|thin|snack|crust|very/;

/** The grams of one unit of the first USDA measure (Seq order) whose description starts with `word`. */
function usdaGramsOf(rows: UsdaWeight[], word: RegExp): number | undefined {
  const row = rows.find((weight) => word.test(weight.description) && !MISLEADING_MEASURE.test(weight.description));
  return row && row.amount > 0 ? row.grams / row.amount : undefined;
}

function measureGramsOf(name: string, ndb: string | undefined, weights: Map<string, UsdaWeight[]>): MeasureGrams {
  const rows = ndb ? (weights.get(ndb) ?? []) : [];
  const cup = usdaGramsOf(rows, /^cup\b/);
  const fromUsda: MeasureGrams = {
    water_glass: cup === undefined ? undefined : (cup * 200) / US_CUP_ML,
    tea_glass: cup === undefined ? undefined : (cup * 100) / US_CUP_ML,
    tablespoon: usdaGramsOf(rows, /^(tbsp|tablespoon)\b/),
    teaspoon: usdaGramsOf(rows, /^tsp\b/),
    slice: usdaGramsOf(rows, /^slice\b/),
    medium_piece: usdaGramsOf(rows, /^medium\b/),
  };
  const merged: MeasureGrams = { ...fromUsda, ...handMeasureGrams[name] };
  return Object.fromEntries(
    Object.entries(merged)
      .filter((entry): entry is [string, number] => entry[1] !== undefined && entry[1] > 0)
      .map(([measure, grams]) => [measure, Math.max(0.1, round1(grams))]),
  );
}

export type FoodRecord = {
  name: string;
  /** The shopping list's category key (src/shared/food-categories.ts). */
  category: FoodCategory;
  /** A finer grouping for people reading the file (Sebze, Çorba, Zeytinyağlı, …). */
  group: string;
  /** The food's own grams of household measures; a measure not named keeps its default. */
  measureGrams: MeasureGrams;
  kind: 'food' | 'dish';
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
  serving_size: 100;
  /** NDB numbers of the USDA food(s) the values come from. */
  ndb: string[];
  /** Short provenance text stored in food_items.source. */
  source: string;
  recipe?: Array<{ ndb: string; description: string; grams: number }>;
  cookedGrams?: number;
};

const round1 = (value: number) => Math.round(value * 10) / 10;

function lookup(usda: Map<string, UsdaFood>, ndb: string, context: string): UsdaFood {
  const food = usda.get(ndb);
  if (!food) throw new Error(`NDB ${ndb} (${context}) is not in ABBREV.txt`);
  return food;
}

type UsdaTables = { usda: Map<string, UsdaFood>; groups: Map<string, string>; weights: Map<string, UsdaWeight[]> };

function buildSingle({ usda, groups, weights }: UsdaTables, food: SingleFood): FoodRecord {
  const row = lookup(usda, food.ndb, food.name);
  const category = singleFoodCategories[food.name] ?? categoryOfUsdaGroup[groups.get(food.ndb) ?? ''];
  if (!category) throw new Error(`${food.name}: no category for USDA group ${groups.get(food.ndb)}`);
  return {
    name: food.name,
    category,
    group: food.group,
    measureGrams: measureGramsOf(food.name, food.ndb, weights),
    kind: 'food',
    calories: round1(row.calories),
    protein: round1(row.protein),
    carbs: round1(row.carbs),
    fat: round1(row.fat),
    serving_size: 100,
    ndb: [food.ndb],
    source: `${SOURCE_PREFIX} NDB ${food.ndb}`,
  };
}

/** Sums the ingredients' nutrients by weight and expresses them per 100 g of the finished dish. */
function buildDish({ usda, weights }: UsdaTables, dish: Dish): FoodRecord {
  const totals = { calories: 0, protein: 0, carbs: 0, fat: 0 };
  let rawGrams = 0;
  for (const [ndb, grams] of dish.ingredients) {
    const row = lookup(usda, ndb, dish.name);
    for (const key of ['calories', 'protein', 'carbs', 'fat'] as const) totals[key] += (row[key] * grams) / 100;
    rawGrams += grams;
  }
  const finishedGrams = dish.cookedGrams ?? rawGrams;
  if (finishedGrams <= 0) throw new Error(`${dish.name}: no weight`);
  const per100 = (value: number) => round1((value * 100) / finishedGrams);
  const ndbs = [...new Set(dish.ingredients.map(([ndb]) => ndb))];
  const weightNote = dish.cookedGrams ? `, pişmiş ağırlık ${dish.cookedGrams} g` : '';
  return {
    name: dish.name,
    category: dishCategories[dish.name] ?? 'dishes',
    group: dish.group,
    measureGrams: measureGramsOf(dish.name, undefined, weights),
    kind: 'dish',
    calories: per100(totals.calories),
    protein: per100(totals.protein),
    carbs: per100(totals.carbs),
    fat: per100(totals.fat),
    serving_size: 100,
    ndb: ndbs,
    source: `${SOURCE_PREFIX} tarif: ${dish.ingredients.map(([ndb, grams]) => `NDB ${ndb} ${grams} g`).join(' + ')}${weightNote}`,
    recipe: dish.ingredients.map(([ndb, grams]) => ({
      ndb,
      description: lookup(usda, ndb, dish.name).description,
      grams,
    })),
    ...(dish.cookedGrams ? { cookedGrams: dish.cookedGrams } : {}),
  };
}

function main() {
  const tables: UsdaTables = {
    usda: readAbbrev(path.join(usdaDir, 'ABBREV.txt')),
    groups: readFoodGroups(path.join(usdaDir, 'FOOD_DES.txt')),
    weights: readWeights(path.join(usdaDir, 'WEIGHT.txt')),
  };
  const foods = [
    ...singleFoods.map((food) => buildSingle(tables, food)),
    ...dishes.map((dish) => buildDish(tables, dish)),
  ];
  for (const name of [
    ...Object.keys(handMeasureGrams),
    ...Object.keys(dishCategories),
    ...Object.keys(singleFoodCategories),
  ]) {
    if (!foods.some((food) => food.name === name)) throw new Error(`hand-set value for an unknown food: ${name}`);
  }
  const names = new Set<string>();
  for (const food of foods) {
    if (names.has(food.name)) throw new Error(`duplicate name: ${food.name}`);
    names.add(food.name);
  }
  foods.sort((a, b) => a.name.localeCompare(b.name, 'tr'));
  const dataset = {
    citation: USDA_CITATION,
    method: 'docs/food-database.md',
    generatedBy: 'scripts/build-food-database.ts',
    valuesPer: '100 g',
    foods,
  };
  writeFileSync(outputFile, `${JSON.stringify(dataset, null, 2)}\n`);
  // Written as the repository's formatter writes JSON, so `npm run format` never rewrites it.
  execFileSync(path.join(repoRoot, 'node_modules/.bin/biome'), ['format', '--write', outputFile], { stdio: 'ignore' });
  const dishCount = foods.filter((food) => food.kind === 'dish').length;
  console.log(`[foods] wrote ${foods.length} foods (${dishCount} dishes) to ${path.relative(repoRoot, outputFile)}`);
}

main();
