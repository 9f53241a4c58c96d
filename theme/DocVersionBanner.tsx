// Above a doc of a version other than the last: Docusaurus's wording, and a link to the same doc in the last one.

import type { DocVersionData } from '../src/shared/types.ts';
import { interpolate } from './docusaurus/Interpolate.tsx';
import { useHrefs } from './use-href.ts';
import { useMessages } from './use-messages.ts';

export function DocVersionBanner({ version, siteTitle }: { version: DocVersionData; siteTitle: string }) {
  const banner = version.banner;
  const hrefs = useHrefs();
  const messages = useMessages();
  if (!banner) return null;
  const latestVersionLink = (
    <b>
      <a href={hrefs.route(banner.latestHref)}>{messages.text('theme.docs.versions.latestVersionLinkLabel', 'latest version')}</a>
    </b>
  );
  return (
    <div className="admonition admonition--warning doc-version-banner" role="note">
      <div className="admonition__body">
        <p>
          {banner.kind === 'unreleased'
            ? messages.text('theme.docs.versions.unreleasedVersionLabel', 'This is unreleased documentation for {siteTitle} {versionLabel} version.', { siteTitle, versionLabel: version.label })
            : messages.text('theme.docs.versions.unmaintainedVersionLabel', 'This is documentation for {siteTitle} {versionLabel}, which is no longer actively maintained.', { siteTitle, versionLabel: version.label })}
        </p>
        <p>
          {interpolate(messages.template('theme.docs.versions.latestVersionSuggestionLabel', 'For up-to-date documentation, see the {latestVersionLink} ({versionLabel}).'), {
            latestVersionLink,
            versionLabel: banner.latestLabel,
          })}
        </p>
      </div>
    </div>
  );
}
