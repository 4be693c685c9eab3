import { type LoaderFunctionArgs, useRouteLoaderData } from 'react-router';
import { emptyPublicSite } from '../../../../../shared/public-site-defaults.ts';
import type { PublicSite } from '../../../../../shared/schemas/content.ts';
import { contentSourceOf } from './content-source.ts';

/** The public layout's route id: its loader data (menu, settings) is read by every public page. */
export const PUBLIC_LAYOUT_ROUTE_ID = 'public-layout';

/**
 * The top bar's and footer's data, loaded once per visit (the layout never revalidates). A failure
 * is only logged (spec 3 §8): the frame then shows the name and the fixed links without the menu.
 */
export async function publicSiteLoader({ context }: LoaderFunctionArgs): Promise<PublicSite> {
  try {
    return await contentSourceOf(context).site();
  } catch (error) {
    console.warn('[site] menu and settings could not be loaded', error);
    return emptyPublicSite;
  }
}

export const usePublicSite = () => useRouteLoaderData<PublicSite>(PUBLIC_LAYOUT_ROUTE_ID) ?? emptyPublicSite;
