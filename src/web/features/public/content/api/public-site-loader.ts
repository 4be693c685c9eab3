import { type LoaderFunctionArgs, useRouteLoaderData } from 'react-router';
import type { PublicSite } from '../../../../../shared/schemas/content.ts';
import { contentSourceOf } from './content-source.ts';

/** The public layout's route id: its loader data (menu, settings) is read by every public page. */
export const PUBLIC_LAYOUT_ROUTE_ID = 'public-layout';

const emptySite: PublicSite = {
  siteName: 'Denge',
  menu: [],
  contactPhone: '',
  contactEmail: '',
  contactAddress: null,
  tradeName: null,
  mersisNumber: null,
  taxNumber: null,
  whatsappNumber: null,
  whatsappMessage: null,
  socialLinks: { facebook: null, instagram: null, x: null, youtube: null },
  metaTitle: 'Denge',
  metaDescription: '',
  metaKeywords: '',
  logoUrl: null,
};

/**
 * The top bar's and footer's data, loaded once per visit (the layout never revalidates). A failure
 * is only logged (spec 3 §8): the frame then shows the name and the fixed links without the menu.
 */
export async function publicSiteLoader({ context }: LoaderFunctionArgs): Promise<PublicSite> {
  try {
    return await contentSourceOf(context).site();
  } catch (error) {
    console.warn('[site] menu and settings could not be loaded', error);
    return emptySite;
  }
}

export const usePublicSite = () => useRouteLoaderData<PublicSite>(PUBLIC_LAYOUT_ROUTE_ID) ?? emptySite;
