import type { ExerciseCategory } from '../../../shared/constants.ts';

// The demo exercise library (spec 1 §2.8, spec 2 exercises): Turkish names and instructions, duration
// in seconds. Each has an illustration made for Denge in public/exercises/<slug>.svg (drawn by
// scripts/draw-exercise-images.ts); gif_url stores that path.

export type DemoExercise = {
  slug: string;
  name: string;
  description: string;
  category: ExerciseCategory;
  /** Seconds. */
  duration: number;
};

export const exerciseImagePath = (slug: string) => `/exercises/${slug}.svg`;

export const demoExercises: DemoExercise[] = [
  // Kardio
  {
    slug: 'tempolu-yuruyus',
    name: 'Tempolu Yürüyüş',
    description:
      'Konuşabileceğiniz ama şarkı söyleyemeyeceğiniz bir hızla yürüyün. Kollarınızı dirsekten hafifçe bükerek adımlarınızla birlikte sallayın, omuzlarınızı gevşek tutun.',
    category: 'cardio',
    duration: 1800,
  },
  {
    slug: 'yerinde-kosu',
    name: 'Yerinde Koşu',
    description:
      'Olduğunuz yerde hafif tempolu koşun. Ayak parmak uçlarına basın, dizlerinizi rahatça kaldırın ve nefesinizi düzenli tutun.',
    category: 'cardio',
    duration: 300,
  },
  {
    slug: 'jumping-jack',
    name: 'Jumping Jack (Açma-Kapama)',
    description:
      'Ayaklar bitişik başlayın. Zıplarken bacaklarınızı omuz genişliğinden biraz fazla açın ve kollarınızı baş üstünde birleştirin; tekrar zıplayarak başlangıca dönün.',
    category: 'cardio',
    duration: 180,
  },
  {
    slug: 'dag-tirmanicisi',
    name: 'Dağ Tırmanıcısı',
    description:
      'Eller omuz altında, şınav pozisyonunda başlayın. Karnınızı sıkı tutarak dizlerinizi sırayla göğsünüze doğru hızlıca çekin; kalçanızı yükseltmeyin.',
    category: 'cardio',
    duration: 120,
  },
  {
    slug: 'ip-atlama',
    name: 'İp Atlama',
    description:
      'Dirsekler gövdeye yakın, ipi bileklerinizle çevirin. Ayak uçlarınıza basarak alçak ve yumuşak zıplayın. İp yoksa aynı hareketi ipsiz de yapabilirsiniz.',
    category: 'cardio',
    duration: 300,
  },
  {
    slug: 'yuksek-diz',
    name: 'Yüksek Diz Çekme',
    description:
      'Yerinde koşar gibi dizlerinizi sırayla kalça hizasına kadar kaldırın. Gövdenizi dik tutun, kollarınızı ritimle sallayın.',
    category: 'cardio',
    duration: 120,
  },
  {
    slug: 'bisiklet',
    name: 'Sabit Bisiklet',
    description:
      'Sele yüksekliğini pedal en alttayken diziniz hafif bükük kalacak şekilde ayarlayın. Orta dirençte, düzenli bir tempoyla pedal çevirin.',
    category: 'cardio',
    duration: 1200,
  },
  // Güç
  {
    slug: 'sinav',
    name: 'Şınav',
    description:
      'Eller omuz genişliğinde, vücudunuz baştan topuğa düz bir çizgide olsun. Göğsünüzü yere yaklaştırıp itin. Zorlanırsanız dizleriniz yerde yapabilirsiniz.',
    category: 'strength',
    duration: 120,
  },
  {
    slug: 'squat',
    name: 'Squat (Çömelme)',
    description:
      'Ayaklar omuz genişliğinde, kalçanızı sandalyeye oturur gibi geriye doğru indirin. Dizleriniz ayak parmaklarınızla aynı yöne baksın, topuklarınızdan güç alarak kalkın.',
    category: 'strength',
    duration: 180,
  },
  {
    slug: 'one-hamle',
    name: 'Öne Hamle (Lunge)',
    description:
      'Bir adım öne atın ve iki dizinizi de yaklaşık 90 derece bükerek alçalın. Ön diziniz ayak bileğinizin üzerinde kalsın; itip başlangıca dönün, bacak değiştirin.',
    category: 'strength',
    duration: 180,
  },
  {
    slug: 'plank',
    name: 'Plank',
    description:
      'Ön kollarınız ve ayak uçlarınız üzerinde vücudunuzu düz bir çizgide tutun. Karın ve kalça kaslarınızı sıkın, belinizin çökmesine izin vermeyin.',
    category: 'strength',
    duration: 60,
  },
  {
    slug: 'kopru',
    name: 'Köprü (Kalça Kaldırma)',
    description:
      'Sırtüstü uzanın, dizleriniz bükük ve ayaklarınız yerde olsun. Kalçanızı sıkarak omuzlarınızdan dizlerinize düz bir çizgi oluşana kadar kaldırın, yavaşça indirin.',
    category: 'strength',
    duration: 120,
  },
  {
    slug: 'duvar-oturusu',
    name: 'Duvar Oturuşu',
    description:
      'Sırtınızı duvara yaslayın ve dizleriniz 90 derece olana kadar kayarak alçalın. Bu pozisyonda sırtınız duvarda, ağırlığınız topuklarınızda bekleyin.',
    category: 'strength',
    duration: 60,
  },
  {
    slug: 'mekik',
    name: 'Mekik (Crunch)',
    description:
      'Sırtüstü uzanıp dizlerinizi bükün. Kollarınızı göğsünüzde çaprazlayın, karın kaslarınızla omuzlarınızı yerden kaldırın ve kontrollü indirin.',
    category: 'strength',
    duration: 120,
  },
  // Esneklik
  {
    slug: 'kedi-deve',
    name: 'Kedi-Deve Esnemesi',
    description:
      'Elleriniz ve dizleriniz üzerinde durun. Nefes verirken sırtınızı yukarı doğru yuvarlayın, nefes alırken göğsünüzü öne açıp belinizi hafifçe çukurlaştırın.',
    category: 'flexibility',
    duration: 120,
  },
  {
    slug: 'cocuk-pozu',
    name: 'Çocuk Pozu',
    description:
      'Dizlerinizin üzerine oturup kalçanızı topuklarınıza bırakın. Gövdenizi öne uzatın, alnınızı yere koyun ve kollarınızı ileri uzatarak derin nefes alın.',
    category: 'flexibility',
    duration: 90,
  },
  {
    slug: 'one-uzanma',
    name: 'Oturarak Öne Uzanma',
    description:
      'Bacaklarınız önde düz uzanmış oturun. Sırtınızı uzun tutarak kalçanızdan öne eğilin ve ellerinizi ayak bileklerinize doğru uzatın; zorlamadan bekleyin.',
    category: 'flexibility',
    duration: 120,
  },
  {
    slug: 'kobra',
    name: 'Kobra Esnemesi',
    description:
      'Yüzüstü uzanın, ellerinizi omuzlarınızın altına koyun. Kalçanızı yerde tutarak göğsünüzü yavaşça kaldırın, omuzlarınızı kulaklarınızdan uzaklaştırın.',
    category: 'flexibility',
    duration: 90,
  },
  {
    slug: 'on-bacak-esnemesi',
    name: 'Ayakta Ön Bacak Esnemesi',
    description:
      'Tek ayak üzerinde dik durun, diğer ayağınızın bileğini tutup topuğunuzu kalçanıza doğru çekin. Dizleriniz yan yana olsun; dengede zorlanırsanız duvardan destek alın.',
    category: 'flexibility',
    duration: 60,
  },
  {
    slug: 'omuz-esnemesi',
    name: 'Omuz ve Boyun Esnemesi',
    description:
      'Bir kolunuzu göğsünüzün önünden karşıya uzatın, diğer elinizle dirseğinizin üzerinden hafifçe bastırın. Başınızı karşı tarafa eğerek boynunuzu da esnetin.',
    category: 'flexibility',
    duration: 120,
  },
  {
    slug: 'kelebek-esnemesi',
    name: 'Kelebek Esnemesi',
    description:
      'Oturun, ayak tabanlarınızı birleştirip topuklarınızı kendinize çekin. Ayaklarınızı tutarak dizlerinizi yavaşça yere doğru bırakın, sırtınızı dik tutun.',
    category: 'flexibility',
    duration: 90,
  },
];
