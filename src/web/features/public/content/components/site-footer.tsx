import { HeartPulse, Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router';
import type { PublicSite, SocialLinks } from '../../../../../shared/schemas/content.ts';
import { publicContentMessages as text } from '../messages.ts';
import { SocialIcon, socialNetworkNames } from './social-icons.tsx';
import { toTelHref } from '../../../../../shared/phone.ts';
import { legalTextKinds, legalTextPaths, legalTextTitles } from '../../../../../shared/legal-text-constants.ts';
import { kvkkRequestPagePath } from '../../../../../shared/kvkk-request-constants.ts';

// The footer links of spec 3 §2.1; /hakkimizda, /hizmetler and /iletisim are not pages and lead to /.
const footerLinks = [
  { to: '/', label: 'Ana Sayfa' },
  { to: '/hakkimizda', label: 'Hakkımızda' },
  { to: '/hizmetler', label: 'Hizmetler' },
  { to: '/blog', label: 'Blog' },
  { to: '/iletisim', label: 'İletişim' },
  { to: '/kullanici/giris', label: text.clientSignIn },
];

/** The seller as a Turkish shop names it: trade name, address, MERSİS and tax numbers where set. */
const sellerLine = (site: PublicSite) =>
  [
    site.tradeName ?? site.siteName,
    site.contactAddress,
    site.mersisNumber && `${text.mersis}: ${site.mersisNumber}`,
    site.taxNumber,
  ]
    .filter(Boolean)
    .join(' · ');

/** Links, contact, social links from the site settings and the current year (spec 3 §2.3, fixed). */
export function SiteFooter({ site }: { site: PublicSite }) {
  const networks = (Object.keys(socialNetworkNames) as (keyof SocialLinks)[]).filter(
    (network) => site.socialLinks[network],
  );
  return (
    <footer className="border-t border-slate-200 bg-white py-10 dark:border-slate-800 dark:bg-slate-900">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 md:grid-cols-3">
        <div>
          <p className="flex items-center gap-2 text-lg font-bold text-brand-700 dark:text-brand-200">
            <HeartPulse aria-hidden="true" className="size-6" />
            {site.siteName}
          </p>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{site.metaDescription}</p>
        </div>
        <nav aria-label={text.footerLinks}>
          <ul className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
            {footerLinks.map((link) => (
              <li key={link.label}>
                <Link
                  to={link.to}
                  className="inline-flex min-h-11 items-center text-slate-700 hover:text-brand-700 dark:text-slate-300 dark:hover:text-brand-200"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="text-sm text-slate-700 dark:text-slate-300">
          <h2 className="font-semibold text-slate-900 dark:text-slate-100">{text.contactTitle}</h2>
          <ul className="mt-2 space-y-1">
            {site.contactPhone && (
              <li>
                <a
                  href={toTelHref(site.contactPhone)}
                  className="inline-flex min-h-11 items-center gap-2 hover:text-brand-700"
                >
                  <Phone aria-hidden="true" className="size-4" />
                  {site.contactPhone}
                </a>
              </li>
            )}
            {site.contactEmail && (
              <li>
                <a
                  href={`mailto:${site.contactEmail}`}
                  className="inline-flex min-h-11 items-center gap-2 hover:text-brand-700"
                >
                  <Mail aria-hidden="true" className="size-4" />
                  {site.contactEmail}
                </a>
              </li>
            )}
            {site.contactAddress && (
              <li className="flex items-start gap-2 py-2">
                <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                {site.contactAddress}
              </li>
            )}
          </ul>
          {networks.length > 0 && (
            <ul aria-label={text.socialLinks} className="mt-3 flex gap-1">
              {networks.map((network) => (
                <li key={network}>
                  <a
                    href={site.socialLinks[network]!}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={socialNetworkNames[network]}
                    className="inline-flex size-11 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-brand-700 dark:text-slate-300 dark:hover:bg-slate-800"
                  >
                    <SocialIcon network={network} />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      {/* A Turkish shopper looks for the legal texts and the seller here (issue #43, ADR 0076). */}
      <div className="mx-auto mt-8 max-w-6xl border-t border-slate-200 px-4 pt-6 dark:border-slate-800">
        <nav aria-label={text.legalLinks}>
          <ul className="flex flex-wrap justify-center gap-x-5 text-sm">
            {legalTextKinds.map((kind) => (
              <li key={kind}>
                <Link
                  to={legalTextPaths[kind]}
                  className="inline-flex min-h-11 items-center text-slate-700 hover:text-brand-700 dark:text-slate-300 dark:hover:text-brand-200"
                >
                  {legalTextTitles[kind]}
                </Link>
              </li>
            ))}
            <li>
              <Link
                to={kvkkRequestPagePath}
                className="inline-flex min-h-11 items-center text-slate-700 hover:text-brand-700 dark:text-slate-300 dark:hover:text-brand-200"
              >
                {text.kvkkRequest}
              </Link>
            </li>
          </ul>
        </nav>
        <p className="mt-2 text-center text-sm text-slate-600 dark:text-slate-400">
          {text.seller}: {sellerLine(site)}
        </p>
      </div>
      <p className="mx-auto mt-4 max-w-6xl px-4 text-center text-sm text-slate-600 dark:text-slate-400">
        © {new Date().getFullYear()} {site.siteName}. {text.rights}
      </p>
    </footer>
  );
}
