import { MessageCircle, Phone } from 'lucide-react';
import type { PublicSite } from '../../../../../shared/schemas/content.ts';
import { toTelHref } from '../../../../../shared/phone.ts';
import { publicContentMessages as text } from '../messages.ts';

/** The floating chat (WhatsApp, with the default message) and call buttons of the home page (spec 3 §2.3). */
export function FloatingContactButtons({ site }: { site: PublicSite }) {
  const whatsappHref = site.whatsappNumber
    ? `https://wa.me/${site.whatsappNumber.replace(/\D/g, '')}${site.whatsappMessage ? `?text=${encodeURIComponent(site.whatsappMessage)}` : ''}`
    : null;
  const callHref = site.contactPhone.trim() ? toTelHref(site.contactPhone) : null;
  if (!whatsappHref && !callHref) return null;
  return (
    <div className="fixed right-4 bottom-4 z-30 flex flex-col gap-3">
      {whatsappHref && (
        <a
          href={whatsappHref}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={text.whatsapp}
          title={text.whatsapp}
          className="inline-flex size-14 items-center justify-center rounded-full bg-green-700 text-white shadow-lg hover:bg-green-800"
        >
          <MessageCircle aria-hidden="true" className="size-7" />
        </a>
      )}
      {callHref && (
        <a
          href={callHref}
          aria-label={text.call}
          title={text.call}
          className="inline-flex size-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg hover:bg-brand-800"
        >
          <Phone aria-hidden="true" className="size-6" />
        </a>
      )}
    </div>
  );
}
