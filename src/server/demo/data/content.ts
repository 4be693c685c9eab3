// The demo practice's public site: menus, slides, about, services, testimonials, team, fixed
// sections, site settings and six blog posts, in Turkish. Pictures are the project's own
// illustrations in public/demo/ (scripts/generate-demo-images.ts).

export const demoImage = (name: string) => `/demo/${name}.webp`;

export const demoSiteSettings = {
  siteName: 'Denge Beslenme',
  contactPhone: '+90 216 555 12 34',
  contactEmail: 'iletisim@dengebeslenme.com.tr',
  contactAddress: 'Caferağa Mah. Moda Cad. No: 42/3, Kadıköy / İstanbul',
  // Made-up numbers of the demo practice (a MERSİS number has 16 digits).
  tradeName: 'Denge Beslenme Danışmanlık Ltd. Şti.',
  mersisNumber: '0123456789000015',
  taxNumber: 'Kadıköy V.D. 1234567890',
  metaTitle: 'Denge Beslenme | Kadıköy Diyetisyen ve Online Beslenme Danışmanlığı',
  metaDescription:
    'Kadıköy’de diyetisyen: kişiye özel diyet programları, kilo verme, sporcu ve gebelik beslenmesi, online danışmanlık. Hemen randevu alın.',
  metaKeywords: 'diyetisyen, kadıköy diyetisyen, online diyet, kilo verme, sağlıklı beslenme, sporcu beslenmesi',
  whatsappNumber: '905325551234',
  whatsappMessage: 'Merhaba, randevu ve beslenme programları hakkında bilgi almak istiyorum.',
  socialLinks: {
    facebook: 'https://www.facebook.com/dengebeslenme',
    instagram: 'https://www.instagram.com/dengebeslenme',
    x: 'https://x.com/dengebeslenme',
    youtube: 'https://www.youtube.com/@dengebeslenme',
  },
};

/** Top level with optional children (two levels; spec 3 §2.3). */
export const demoMenus: {
  title: string;
  path: string;
  icon: string | null;
  children?: { title: string; path: string; icon: string | null }[];
}[] = [
  { title: 'Ana Sayfa', path: '/', icon: 'home' },
  {
    title: 'Hizmetler',
    path: '/hizmetler',
    icon: 'salad',
    children: [
      { title: 'Kilo Yönetimi', path: '/hizmetler', icon: 'scale' },
      { title: 'Sporcu Beslenmesi', path: '/hizmetler', icon: 'dumbbell' },
      { title: 'Gebelik ve Emzirme', path: '/hizmetler', icon: 'baby' },
      { title: 'Online Danışmanlık', path: '/hizmetler', icon: 'phone' },
    ],
  },
  { title: 'Blog', path: '/blog', icon: 'newspaper' },
  { title: 'Ürünler', path: '/urunler', icon: 'shopping-bag' },
  {
    title: 'Kurumsal',
    path: '/hakkimizda',
    icon: 'info',
    children: [
      { title: 'Hakkımızda', path: '/hakkimizda', icon: 'heart-pulse' },
      { title: 'Ekibimiz', path: '/hakkimizda', icon: 'users' },
      { title: 'İletişim', path: '/iletisim', icon: 'phone' },
    ],
  },
];

export const demoSlides = [
  {
    title: 'Kişiye özel beslenme, kalıcı sonuçlar',
    description: 'Yasaklarla değil, size uyan bir düzenle. İlk görüşmede hedeflerinizi birlikte belirleyelim.',
    image: 'slide-1',
  },
  {
    title: 'Mevsiminde, dengeli ve lezzetli',
    description: 'Market listenizden tabağınıza kadar, her öğünü sürdürülebilir kılan pratik öneriler.',
    image: 'slide-2',
  },
  {
    title: 'Hareket ve beslenme bir arada',
    description: 'Sporcu beslenmesi ve egzersiz takibiyle performansınızı güvenle artırın.',
    image: 'slide-3',
  },
];

export const demoAbout = {
  title: 'Denge Beslenme Hakkında',
  content:
    '<p>2014’ten bu yana Kadıköy’deki kliniğimizde ve online görüşmelerle <strong>3.000’i aşkın danışanımıza</strong> eşlik ettik. Amacımız kısa süreli diyetler değil; yaşamınıza uyan, keyifle sürdürebileceğiniz bir beslenme düzeni kurmak.</p><p>Her danışanımız için ayrıntılı bir ön görüşme, vücut analizi ve kan tahlillerinin değerlendirilmesiyle başlıyoruz. Programlarınızı iş temponuza, damak zevkinize ve sağlık durumunuza göre hazırlıyor, haftalık takiplerle birlikte güncelliyoruz.</p><ul><li>Bilimsel kanıta dayalı yaklaşım</li><li>Danışan alanından günlük takip</li><li>Online ve yüz yüze görüşme seçeneği</li></ul>',
  image: 'about',
};

export const demoServices = [
  {
    title: 'Kilo Yönetimi',
    description: 'Aç kalmadan, sevdiğiniz yiyecekleri dışlamadan sağlıklı kilo kaybı ve kilo koruma programları.',
    image: 'service-weight',
  },
  {
    title: 'Sporcu Beslenmesi',
    description: 'Antrenman dönemine göre enerji, protein ve sıvı planı; yarış ve toparlanma dönemine özel öneriler.',
    image: 'service-sports',
  },
  {
    title: 'Gebelik ve Emzirme',
    description: 'Anne ve bebek sağlığı için gebelikte sağlıklı kilo alımı ve emzirme döneminde yeterli beslenme.',
    image: 'service-pregnancy',
  },
  {
    title: 'Çocuk ve Ergen Beslenmesi',
    description: 'Büyüme dönemine uygun, okul beslenmesini ve seçici yeme davranışını da ele alan aile odaklı destek.',
    image: 'service-child',
  },
  {
    title: 'Online Danışmanlık',
    description: 'Nerede olursanız olun görüntülü görüşme, danışan alanından günlük kalori ve su takibi.',
    image: 'service-online',
  },
  {
    title: 'Hastalıklarda Beslenme',
    description:
      'İnsülin direnci, diyabet, tiroit ve yüksek kolesterol gibi durumlarda hekiminizle uyumlu beslenme tedavisi.',
    image: 'service-disease',
  },
];

export const demoTestimonials = [
  {
    clientName: 'Ayşe K.',
    clientTitle: 'Öğretmen',
    rating: 5,
    comment: 'Altı ayda 14 kilo verdim ve en önemlisi geri almadım. Öğünlerimi planlamak artık bir alışkanlık oldu.',
    image: 'avatar-1',
  },
  {
    clientName: 'Mehmet D.',
    clientTitle: 'Amatör maratoncu',
    rating: 5,
    comment: 'Yarış öncesi beslenme planı sayesinde ilk maratonumu kramp girmeden ve hedef süremin altında bitirdim.',
    image: 'avatar-2',
  },
  {
    clientName: 'Zeynep A.',
    clientTitle: 'Yeni anne',
    rating: 5,
    comment: 'Gebeliğim boyunca yanımdaydılar. Emzirme döneminde de enerjimi koruyarak eski kiloma döndüm.',
    image: 'avatar-3',
  },
  {
    clientName: 'Can Y.',
    clientTitle: 'Yazılım geliştirici',
    rating: 4,
    comment: 'Masa başı işte düzensiz yemek yiyordum. Online görüşmeler ve günlük takip işimi çok kolaylaştırdı.',
    image: 'avatar-4',
  },
  {
    clientName: 'Selin T.',
    clientTitle: null,
    rating: 5,
    comment: 'İnsülin direncim için hazırlanan programla tatlı krizlerim azaldı, tahlil sonuçlarım da düzeldi.',
    image: 'avatar-5',
  },
];

export const demoFixedSections = [
  {
    sectionType: 'hero' as const,
    title: 'İlk görüşmede size özel bir yol haritası',
    content:
      'Vücut analizi, beslenme alışkanlıklarınızın değerlendirilmesi ve hedeflerinizin belirlenmesiyle başlayan 45 dakikalık ilk görüşmede, size uygun programın ilk adımlarını birlikte atıyoruz.',
    buttonText: 'Hemen Randevu Al',
    buttonLink: '/randevu',
  },
  {
    sectionType: 'contact' as const,
    title: 'Sorularınız mı var? Bize ulaşın',
    content: null,
    buttonText: 'Randevu Oluştur',
    buttonLink: '/randevu',
  },
];

export const demoTeamSettings = {
  sectionTitle: 'Ekibimiz',
  sectionDescription: 'Alanında uzman diyetisyenlerimiz ve spor bilimcimizle her adımda yanınızdayız.',
};

export const demoTeamMembers = [
  {
    fullName: 'Dyt. Elif Yılmaz',
    title: 'Kurucu Diyetisyen',
    description:
      'Hacettepe Üniversitesi Beslenme ve Diyetetik mezunu; kilo yönetimi ve insülin direnci üzerine çalışıyor.',
    image: 'team-1',
  },
  {
    fullName: 'Dyt. Burak Aydın',
    title: 'Sporcu Beslenmesi Uzmanı',
    description: 'Dayanıklılık sporcuları ve takım sporlarında performans beslenmesi deneyimine sahip.',
    image: 'team-2',
  },
  {
    fullName: 'Dyt. Merve Şahin',
    title: 'Anne ve Çocuk Beslenmesi',
    description: 'Gebelik, emzirme ve çocukluk döneminde beslenme danışmanlığı veriyor.',
    image: 'team-3',
  },
  {
    fullName: 'Emre Koç',
    title: 'Egzersiz Fizyoloğu',
    description: 'Danışanlarımızın egzersiz programlarını beslenme planlarıyla uyumlu biçimde hazırlıyor.',
    image: 'team-4',
  },
];

type DemoPost = {
  title: string;
  slug: string;
  summary: string;
  author: string;
  readTime: number;
  image: string;
  keywords: string[];
  metaTitle: string;
  metaDescription: string;
  content: string;
  /** Days before the seed: spreads the posts over the last weeks (newest first on the list). */
  daysAgo: number;
};

export const demoPosts: DemoPost[] = [
  {
    title: 'Kan Şekerini Dengede Tutmanın 7 Yolu',
    slug: 'kan-sekerini-dengede-tutmanin-7-yolu',
    summary:
      'Gün içindeki enerji dalgalanmalarının ve tatlı krizlerinin arkasında çoğu zaman kan şekeri iniş çıkışları vardır. İşte uygulaması kolay yedi öneri.',
    author: 'Dyt. Elif Yılmaz',
    readTime: 6,
    image: 'blog-blood-sugar',
    keywords: ['kan şekeri', 'insülin direnci', 'lif', 'sağlıklı atıştırmalık'],
    metaTitle: 'Kan Şekerini Dengede Tutmanın 7 Yolu | Denge Beslenme',
    metaDescription:
      'Tatlı krizleri ve gün içi yorgunlukla başa çıkmak için kan şekerini dengede tutan yedi pratik beslenme önerisi.',
    daysAgo: 2,
    content:
      '<p>Öğleden sonra gelen ani yorgunluk, akşam saatlerinde bastıran tatlı isteği ya da sık acıkma… Bunların ortak noktası çoğu zaman kan şekerindeki hızlı yükselme ve düşüşlerdir. İyi haber şu ki küçük değişikliklerle bu dalgalanmaları belirgin biçimde azaltabilirsiniz.</p><h2>1. Öğün atlamayın</h2><p>Uzun açlık süreleri bir sonraki öğünde aşırı yemeye ve ani şeker yükselmesine yol açar. Günde üç ana öğün ve gerekiyorsa bir iki ara öğün planlayın.</p><h2>2. Tabağınıza lif ekleyin</h2><p>Sebzeler, baklagiller ve tam tahıllar karbonhidratın kana geçişini yavaşlatır. Her öğünde tabağın yarısını sebzeye ayırmayı hedefleyin.</p><h2>3. Karbonhidratı yalnız bırakmayın</h2><p>Meyveyi bir avuç çiğ badem ya da yoğurtla, ekmeği peynir ya da yumurtayla tüketmek kan şekeri yanıtını dengeler.</p><h2>4. Şekerli içecekleri sınırlayın</h2><p>Meyve suyu ve gazlı içecekler lifsiz ve hızlı emilen şeker içerir. Susadığınızda su, maden suyu ya da şekersiz bitki çayı tercih edin.</p><h2>5. Yemekten sonra kısa bir yürüyüş</h2><p>Yemekten sonra yapılan 10–15 dakikalık hafif yürüyüş, kaslarınızın kandaki şekeri kullanmasına yardım eder.</p><h2>6. Uykunuzu ihmal etmeyin</h2><p>Yetersiz uyku insülin duyarlılığını azaltır ve ertesi gün iştahı artırır. Her gece 7–8 saat uyumaya çalışın.</p><h2>7. Etiket okumayı alışkanlık haline getirin</h2><ul><li>İçindekiler listesinde ilk sıralarda şeker olan ürünlerden kaçının.</li><li>“Glikoz şurubu”, “fruktoz” ve “dekstroz” da şekerdir.</li></ul><p>İnsülin direnci ya da diyabet tanınız varsa, beslenme planınızı hekiminiz ve diyetisyeninizle birlikte oluşturmanız en doğrusudur.</p>',
  },
  {
    title: 'Sağlıklı Beslenmenin Altın Kuralları',
    slug: 'saglikli-beslenmenin-altin-kurallari',
    summary:
      'Mucize diyetler gelip geçer, temel ilkeler kalır. Tabak modelinden su tüketimine kadar sağlıklı beslenmenin değişmeyen kuralları.',
    author: 'Dyt. Merve Şahin',
    readTime: 5,
    image: 'blog-healthy-eating',
    keywords: ['sağlıklı beslenme', 'tabak modeli', 'akdeniz diyeti'],
    metaTitle: 'Sağlıklı Beslenmenin Altın Kuralları | Denge Beslenme',
    metaDescription:
      'Tabak modeli, yeterli su, mevsim sebzeleri ve porsiyon kontrolü: sağlıklı beslenmenin değişmeyen temel kuralları.',
    daysAgo: 6,
    content:
      '<p>Sağlıklı beslenme karmaşık hesaplar gerektirmez. Her gün uygulayabileceğiniz birkaç temel kural, uzun vadede en kalıcı sonucu verir.</p><h2>Tabak modelini kullanın</h2><p>Tabağınızın yarısını sebze ve salata, dörtte birini protein kaynağı (balık, tavuk, yumurta, baklagil), kalan dörtte birini tam tahıllar oluştursun.</p><h2>Renkli yiyin</h2><p>Farklı renkteki sebze ve meyveler farklı vitamin, mineral ve antioksidanlar içerir. Haftalık alışverişinizde en az beş farklı renk bulundurun.</p><h2>Zeytinyağı ve kuruyemişle dost olun</h2><p>Akdeniz mutfağının temel taşları olan zeytinyağı, ceviz ve fındık kalp sağlığını destekleyen yağ asitleri sağlar; yine de porsiyona dikkat edin.</p><h2>Suyu unutmayın</h2><p>Günde ortalama 2–2,5 litre su içmek sindirimden cilt sağlığına kadar pek çok sistemi destekler.</p><h2>Yavaş yiyin</h2><p>Tokluk sinyalinin beyne ulaşması yaklaşık 20 dakika sürer. Lokmalarınızı iyi çiğneyip öğünü acele etmeden tamamlamak, daha azıyla doymanızı sağlar.</p>',
  },
  {
    title: 'Kalıcı Kilo Vermek İçin 5 Pratik Öneri',
    slug: 'kalici-kilo-vermek-icin-5-pratik-oneri',
    summary:
      'Hızlı verilen kilolar hızla geri gelir. Sürdürülebilir kilo kaybı için alışkanlıklarınızı adım adım değiştirmenin yolları.',
    author: 'Dyt. Elif Yılmaz',
    readTime: 7,
    image: 'blog-weight-loss',
    keywords: ['kilo verme', 'diyet', 'alışkanlık', 'porsiyon kontrolü'],
    metaTitle: 'Kalıcı Kilo Vermek İçin 5 Pratik Öneri | Denge Beslenme',
    metaDescription:
      'Şok diyetler yerine sürdürülebilir alışkanlıklar: kalıcı kilo kaybı için diyetisyenden beş pratik öneri.',
    daysAgo: 11,
    content:
      '<p>Kilo vermek bir sprint değil, bir maratondur. Haftada yarım ile bir kilo arasında bir kayıp hem sağlıklı hem de kalıcıdır.</p><h2>1. Gerçekçi bir hedef koyun</h2><p>“Bir ayda 10 kilo” yerine “bu ay her akşam yemeğine salata ekleyeceğim” gibi davranış hedefleri belirleyin.</p><h2>2. Proteini artırın</h2><p>Yeterli protein tokluk süresini uzatır ve kilo verirken kas kaybını azaltır. Kahvaltıda yumurta ya da peynir, öğle ve akşam yemeğinde bir protein kaynağı bulundurun.</p><h2>3. Porsiyonları küçültün, öğünleri değil</h2><p>Daha küçük tabak kullanmak, yemeği tencereden değil tabaktan yemek ve ikinci porsiyon öncesi on dakika beklemek işe yarar.</p><h2>4. Hareketi günlük hayata yayın</h2><ul><li>Asansör yerine merdiven</li><li>Telefonla konuşurken yürümek</li><li>Günde en az 7.000 adım</li></ul><h2>5. Tartıya değil, gidişata bakın</h2><p>Kilo günlük su dalgalanmalarından etkilenir. Haftada bir aynı saatte tartılın; bel çevresi ve enerji düzeyiniz de en az tartı kadar önemlidir.</p>',
  },
  {
    title: 'Günde Ne Kadar Su İçmeliyiz?',
    slug: 'gunde-ne-kadar-su-icmeliyiz',
    summary:
      'Susuzluk hissi çoğu zaman geç gelir. Vücut ağırlığınıza ve aktivitenize göre günlük su ihtiyacınızı nasıl hesaplayacağınızı öğrenin.',
    author: 'Dyt. Burak Aydın',
    readTime: 4,
    image: 'blog-water',
    keywords: ['su tüketimi', 'hidrasyon', 'sağlıklı yaşam'],
    metaTitle: 'Günde Ne Kadar Su İçmeliyiz? | Denge Beslenme',
    metaDescription:
      'Günlük su ihtiyacı nasıl hesaplanır, susuzluğun belirtileri nelerdir? Yeterli su içmeyi kolaylaştıran ipuçları.',
    daysAgo: 16,
    content:
      '<p>Vücudumuzun yaklaşık yüzde 60’ı sudur ve hafif bir susuzluk bile dikkat, enerji ve sindirim üzerinde etkili olabilir.</p><h2>Basit bir hesap</h2><p>Yetişkinler için kilogram başına 30–35 ml su iyi bir başlangıç noktasıdır. 70 kilogramlık bir yetişkin için bu, günde yaklaşık 2,1–2,5 litre demektir. Sıcak havalarda ve egzersiz günlerinde ihtiyaç artar.</p><h2>Susuzluğun belirtileri</h2><ul><li>Koyu renkli idrar</li><li>Baş ağrısı ve dikkat dağınıklığı</li><li>Ağız kuruluğu ve yorgunluk</li></ul><h2>Daha çok su içmek için</h2><p>Yanınızda bir su şişesi taşıyın, her öğünden önce bir bardak su için ve suyunuzu limon, nane ya da salatalık dilimleriyle tatlandırın. Danışan alanındaki su takibi de günlük hedefinizi görmenize yardım eder.</p>',
  },
  {
    title: 'Antrenman Öncesi ve Sonrası Ne Yemeli?',
    slug: 'antrenman-oncesi-ve-sonrasi-ne-yemeli',
    summary:
      'Doğru zamanda doğru besin, antrenman performansınızı ve toparlanmanızı belirgin biçimde etkiler. Spor yapanlar için pratik bir rehber.',
    author: 'Dyt. Burak Aydın',
    readTime: 6,
    image: 'blog-sports',
    keywords: ['sporcu beslenmesi', 'antrenman', 'protein', 'toparlanma'],
    metaTitle: 'Antrenman Öncesi ve Sonrası Beslenme Rehberi | Denge Beslenme',
    metaDescription:
      'Antrenmandan önce enerji, sonra toparlanma: spor yapanlar için zamanlamasıyla birlikte pratik beslenme önerileri.',
    daysAgo: 22,
    content:
      '<p>Antrenman öncesi beslenmenin amacı enerji sağlamak, sonrası ise kas onarımını ve glikojen depolarının yenilenmesini desteklemektir.</p><h2>Antrenmandan 2–3 saat önce</h2><p>Karbonhidrat ağırlıklı, orta miktarda protein içeren ve yağı düşük bir öğün tercih edin: tam buğday ekmeğiyle hindi füme ve domates ya da yulaf, süt ve muz gibi.</p><h2>Son 30–60 dakika</h2><p>Acıktıysanız kolay sindirilen küçük bir atıştırmalık yeterlidir: bir muz ya da birkaç hurma.</p><h2>Antrenmandan sonra</h2><p>Antrenmanı izleyen iki saat içinde protein ve karbonhidratı birlikte alın. Yoğurtlu meyve, tavuklu bulgur pilavı ya da mercimek çorbası ve ekmek iyi seçeneklerdir.</p><h2>Sıvıyı unutmayın</h2><p>Antrenman boyunca 15–20 dakikada bir birkaç yudum su için. Bir saati aşan yoğun egzersizlerde elektrolit desteği gerekebilir.</p>',
  },
  {
    title: 'Güne Enerjik Başlamak İçin Kahvaltı Önerileri',
    slug: 'gune-enerjik-baslamak-icin-kahvalti-onerileri',
    summary:
      'Geleneksel Türk kahvaltısını daha dengeli hale getirmenin ve yoğun sabahlar için hızlı hazırlanan tariflerin önerileri.',
    author: 'Dyt. Merve Şahin',
    readTime: 5,
    image: 'blog-breakfast',
    keywords: ['kahvaltı', 'yumurta', 'tam tahıl', 'pratik tarifler'],
    metaTitle: 'Güne Enerjik Başlamak İçin Kahvaltı Önerileri | Denge Beslenme',
    metaDescription:
      'Dengeli bir Türk kahvaltısı nasıl hazırlanır? Yoğun sabahlar için pratik, doyurucu ve sağlıklı kahvaltı fikirleri.',
    daysAgo: 30,
    content:
      '<p>İyi bir kahvaltı öğlene kadar tok kalmanızı sağlar ve gün içindeki atıştırma isteğini azaltır. Türk kahvaltısı doğru seçimlerle son derece dengeli olabilir.</p><h2>Dengeli bir kahvaltı tabağı</h2><ul><li>Protein: bir ya da iki yumurta, bir dilim beyaz peynir</li><li>Lif: domates, salatalık, yeşillik ve biber</li><li>Tam tahıl: bir iki dilim tam buğday ya da çavdar ekmeği</li><li>Sağlıklı yağ: birkaç zeytin ya da ceviz</li></ul><h2>Yoğun sabahlar için</h2><p>Akşamdan hazırlanan yulaf (yoğurt, yulaf ve meyve) ya da haşlanmış yumurta ve tam tahıllı sandviç, beş dakikada hazır olur.</p><h2>Dikkat edilmesi gerekenler</h2><p>Reçel, bal ve çikolatalı kremaları küçük porsiyonlarla sınırlayın; çayınızı şekersiz içmeyi deneyin. Kahvaltıyı atlamak yerine küçük de olsa bir şey yemek, gün boyu enerjinizi korur.</p>',
  },
];
