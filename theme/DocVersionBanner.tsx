// Above a doc of a version other than the last: Docusaurus's wording, and a link to the same doc in the last one.

import type { DocVersionData } from '../src/shared/types.ts';
import { useHrefs } from './use-href.ts';

export function DocVersionBanner({ version, siteTitle }: { version: DocVersionData; siteTitle: string }) {
  const banner = version.banner;
  const hrefs = useHrefs();
  if (!banner) return null;
  return (
    <div className="admonition admonition--warning doc-version-banner" role="note">
      <div className="admonition__body">
        <p>
          {banner.kind === 'unreleased'
            ? `This is unreleased documentation for ${siteTitle} ${version.label} version.`
            : `This is documentation for ${siteTitle} ${version.label}, which is no longer actively maintained.`}
        </p>
        <p>
          For up-to-date documentation, see the{' '}
          <b>
            <a href={hrefs.route(banner.latestHref)}>latest version</a>
          </b>{' '}
          ({banner.latestLabel}).
        </p>
      </div>
    </div>
  );
}
