import { DocVersionBanner as Banner } from '../DocVersionBanner.tsx';
import { usePageData } from './page-context.ts';
import { useSiteData } from './site-context.ts';

/** `@theme/DocVersionBanner`: the banner of the doc shown, when its version has one (unreleased or unmaintained). */
export default function DocVersionBanner() {
  const version = usePageData()?.doc?.version;
  const site = useSiteData();
  return version && site ? <Banner version={version} siteTitle={site.title} /> : null;
}
