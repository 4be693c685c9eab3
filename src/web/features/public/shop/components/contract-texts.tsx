import { publicShopMessages as text } from '../messages.ts';

// The texts Turkish distance-selling law requires before a consumer orders (6502 sayılı Kanun, Mesafeli
// Sözleşmeler Yönetmeliği m.5–6; KVKK m.10): the pre-contract information form, the distance sales
// contract and the personal-data notice. The practice's title and contact come from the site settings.

export type SellerInfo = { name: string; phone: string; email: string; address: string | null };

export function PreContractText({ seller }: { seller: SellerInfo }) {
  return (
    <div className="space-y-3 text-sm leading-relaxed">
      <p>
        <strong>Satıcı:</strong> {seller.name}
        {seller.address ? `, ${seller.address}` : ''}
        {seller.phone ? `, Tel: ${seller.phone}` : ''}
        {seller.email ? `, E-posta: ${seller.email}` : ''}
      </p>
      <p>
        Sözleşme konusu ürünlerin temel nitelikleri, vergiler dahil toplam satış bedeli ve ödeme şekli sipariş özetinde
        gösterilmiştir. Ödeme, seçtiğiniz banka hesabına havale/EFT ile yapılır; ödemesi 24 saat içinde yapılmayan
        siparişler otomatik olarak iptal edilir. Kargo ücreti alınmaz.
      </p>
      <p>
        Ürünler ödemenin alınmasından itibaren en geç 30 gün içinde teslim edilir. Tüketici, ürünü teslim aldığı günden
        itibaren 14 gün içinde herhangi bir gerekçe göstermeksizin ve cezai şart ödemeksizin cayma hakkını kullanabilir;
        ambalajı açılmış gıda ürünleri ve tek kullanımlık ürünler hijyen nedeniyle cayma hakkı kapsamı dışındadır. Cayma
        bildirimi satıcının yukarıdaki iletişim adreslerine yapılır; bedel, bildirimden itibaren 14 gün içinde iade
        edilir.
      </p>
      <p>
        Şikâyet ve itirazlar için, Ticaret Bakanlığınca belirlenen parasal sınırlar dahilinde tüketicinin yerleşim
        yerindeki Tüketici Hakem Heyetine veya Tüketici Mahkemesine başvurulabilir.
      </p>
    </div>
  );
}

export function DistanceContractText({ seller }: { seller: SellerInfo }) {
  return (
    <div className="space-y-3 text-sm leading-relaxed">
      <p>
        <strong>Madde 1 – Taraflar.</strong> Bu sözleşme, {seller.name} (Satıcı) ile sipariş formunda bilgileri yer alan
        kişi (Alıcı) arasında, Alıcının internet sitesi üzerinden verdiği sipariş üzerine kurulmuştur.
      </p>
      <p>
        <strong>Madde 2 – Konu.</strong> Sözleşmenin konusu, Alıcının sipariş özetinde nitelikleri ve satış fiyatı
        belirtilen ürünlerin satışı ve teslimine ilişkin olarak 6502 sayılı Tüketicinin Korunması Hakkında Kanun ve
        Mesafeli Sözleşmeler Yönetmeliği hükümlerince tarafların hak ve yükümlülükleridir.
      </p>
      <p>
        <strong>Madde 3 – Ödeme ve teslimat.</strong> Alıcı, sipariş bedelini 24 saat içinde seçtiği banka hesabına
        havale/EFT ile öder; açıklamaya sipariş kodunu yazar. Süresinde ödenmeyen sipariş iptal edilir. Satıcı, ödemenin
        alınmasından itibaren en geç 30 gün içinde ürünleri Alıcının bildirdiği adrese ücretsiz kargo ile teslim eder.
      </p>
      <p>
        <strong>Madde 4 – Cayma hakkı.</strong> Alıcı, teslimden itibaren 14 gün içinde gerekçe göstermeksizin cayma
        hakkını kullanabilir. Ambalajı açılmış gıda ürünleri ve hijyen açısından iadesi uygun olmayan ürünlerde cayma
        hakkı kullanılamaz. İade edilen ürün bedeli 14 gün içinde Alıcıya ödenir.
      </p>
      <p>
        <strong>Madde 5 – Uyuşmazlık.</strong> Uyuşmazlıklarda Tüketici Hakem Heyetleri ve Tüketici Mahkemeleri
        yetkilidir. Alıcı, siparişi onaylamakla bu sözleşmenin tüm koşullarını okuduğunu ve kabul ettiğini beyan eder.
      </p>
    </div>
  );
}

export function KvkkNotice({ seller }: { seller: SellerInfo }) {
  return (
    <section
      aria-labelledby="kvkk-title"
      className="rounded-xl bg-slate-50 p-4 text-xs leading-relaxed text-slate-700 dark:bg-slate-800 dark:text-slate-300"
    >
      <h3 id="kvkk-title" className="mb-1 font-semibold">
        {text.kvkkTitle}
      </h3>
      <p>
        Ad soyad, T.C. kimlik numarası, telefon, e-posta ve adres bilgileriniz; 6698 sayılı Kişisel Verilerin Korunması
        Kanunu uyarınca veri sorumlusu {seller.name} tarafından siparişinizin kurulması, faturalanması, teslimi ve yasal
        saklama yükümlülükleri amacıyla, sözleşmenin ifası ve hukuki yükümlülük hukuki sebeplerine dayanarak işlenir;
        yalnızca kargo firması ve yetkili kamu kurumlarıyla paylaşılır. Kanunun 11. maddesindeki haklarınız için
        satıcının iletişim adreslerine başvurabilirsiniz.
      </p>
    </section>
  );
}
