import type { bankAccounts, coupons, products } from '../../db/schema/index.ts';

// The demo practice's shop (spec 3 §2.5–§2.8): products a dietitian's practice would sell, with
// pictures drawn for the project (scripts/generate-product-images.ts). One product is sold out and
// one is no longer sold (inactive), so the catalogue's rules show; one coupon (the old system's
// 10 percent code) and two bank accounts whose IBANs pass the mod-97 check.

const image = (name: string) => `/demo/product-${name}.webp`;

type DemoProduct = Omit<typeof products.$inferInsert, 'id'>;

export const demoProducts: DemoProduct[] = [
  {
    name: 'Yulaflı Protein Bar (12’li)',
    code: 'DNG-PB-012',
    category: 'Sağlıklı Atıştırmalık',
    description:
      'Yulaf, hurma ve badem ile hazırlanmış, her biri 20 g protein içeren ve ilave şeker içermeyen bar. Antrenman sonrası ya da ara öğün için 12 adet.',
    salePrice: 349.9,
    purchasePrice: 210,
    minStockLevel: 10,
    stockQuantity: 40,
    imageUrl: image('protein-bar'),
  },
  {
    name: 'Rahatlatıcı Bitki Çayı Karışımı',
    code: 'DNG-BC-001',
    category: 'Bitki Çayları',
    description:
      'Ihlamur, melisa, papatya ve rezeneden oluşan kafeinsiz karışım. Akşam öğününden sonra sindirimi destekler; 40 süzen poşet.',
    salePrice: 129.5,
    purchasePrice: 70,
    minStockLevel: 15,
    stockQuantity: 60,
    imageUrl: image('herbal-tea'),
  },
  {
    name: 'Organik Yeşil Çay',
    code: 'DNG-YC-002',
    category: 'Bitki Çayları',
    description:
      'Rize’nin yüksek bahçelerinden organik sertifikalı dökme yeşil çay. 250 g, demlemesi 80 °C suyla 3 dakika.',
    salePrice: 164,
    purchasePrice: 95,
    minStockLevel: 10,
    stockQuantity: 35,
    imageUrl: image('green-tea'),
  },
  {
    name: 'Dengeli Tabaklar: 120 Sağlıklı Tarif',
    code: 'DNG-KT-001',
    category: 'Kitap',
    description:
      'Diyetisyenlerimizin hazırladığı kahvaltı, ana yemek ve tatlı tarifleri; her tarifte porsiyon, kalori ve makro besin değerleri. 256 sayfa.',
    salePrice: 285,
    purchasePrice: 150,
    minStockLevel: 5,
    stockQuantity: 25,
    imageUrl: image('recipe-book'),
  },
  {
    name: 'Dijital Mutfak Tartısı',
    code: 'DNG-MT-005',
    category: 'Mutfak Yardımcıları',
    description:
      '1 g hassasiyetle 5 kg’a kadar tartan, dara özellikli dijital mutfak tartısı. Porsiyon kontrolü için en iyi yardımcınız.',
    salePrice: 449,
    purchasePrice: 260,
    minStockLevel: 5,
    stockQuantity: 18,
    imageUrl: image('kitchen-scale'),
  },
  {
    name: 'Ölçü Kabı ve Kaşık Seti',
    code: 'DNG-OK-008',
    category: 'Mutfak Yardımcıları',
    description:
      'Paslanmaz çelik 4 ölçü kabı ve 4 ölçü kaşığından oluşan set; beslenme programınızdaki ölçüleri doğru uygulamanız için.',
    salePrice: 219.9,
    purchasePrice: 120,
    minStockLevel: 5,
    stockQuantity: 22,
    imageUrl: image('measuring-cups'),
  },
  {
    name: 'Zaman Çizelgeli Su Matarası 1 L',
    code: 'DNG-SM-010',
    category: 'Yaşam',
    description:
      'Gün içindeki su hedefinizi saat çizelgesiyle takip etmenizi sağlayan, BPA içermeyen tritan matara. 1 litre.',
    salePrice: 189,
    purchasePrice: 95,
    minStockLevel: 10,
    stockQuantity: 30,
    imageUrl: image('water-bottle'),
  },
  {
    name: 'Chia Tohumu 500 g',
    code: 'DNG-CT-500',
    category: 'Süper Besinler',
    description:
      'Lif ve omega-3 kaynağı chia tohumu. Yoğurda, smoothie’ye ya da puding tariflerine eklemek için. 500 g.',
    salePrice: 159.9,
    purchasePrice: 85,
    minStockLevel: 10,
    stockQuantity: 0,
    imageUrl: image('chia-seeds'),
  },
  {
    name: 'Tuzsuz Çiğ Kuruyemiş Karışımı',
    code: 'DNG-KY-300',
    category: 'Sağlıklı Atıştırmalık',
    description:
      'Çiğ badem, fındık, ceviz ve kaju; tuz ve yağ eklenmeden. Ara öğünlerde bir avuç (30 g) porsiyon önerilir. 300 g.',
    salePrice: 239,
    purchasePrice: 150,
    minStockLevel: 10,
    stockQuantity: 45,
    imageUrl: image('nut-mix'),
  },
  {
    name: 'Porsiyonlu Saklama Kabı Seti',
    code: 'DNG-SK-006',
    category: 'Mutfak Yardımcıları',
    description: 'Öğün hazırlığı için 6 adet bölmeli, mikrodalga ve bulaşık makinesine uygun cam saklama kabı.',
    salePrice: 399,
    purchasePrice: 230,
    minStockLevel: 5,
    stockQuantity: 12,
    imageUrl: image('food-containers'),
    // No longer sold: the catalogue never shows it.
    isActive: false,
  },
];

export const demoCoupon: Omit<typeof coupons.$inferInsert, 'id'> = {
  code: 'DENGE10',
  percent: 10,
  isActive: true,
};

export const demoBankAccounts: Omit<typeof bankAccounts.$inferInsert, 'id'>[] = [
  {
    bankName: 'Garanti BBVA',
    accountHolder: 'Denge Beslenme ve Diyet Danışmanlığı Ltd. Şti.',
    iban: 'TR820006200000012345678901',
    accountNumber: '1234-5678901',
  },
  {
    bankName: 'Türkiye İş Bankası',
    accountHolder: 'Denge Beslenme ve Diyet Danışmanlığı Ltd. Şti.',
    iban: 'TR950006400000098765432109',
    accountNumber: '9876-5432109',
  },
];
