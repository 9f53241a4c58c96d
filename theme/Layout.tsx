// The page shell: skip link first, then banner, navbar, page, footer.

import type { ReactNode } from 'react';
import type { PageData, SiteData } from '../src/shared/types.ts';
import { Footer } from './Footer.tsx';
import { Navbar } from './Navbar.tsx';
import { pagePart } from './page-parts.ts';
import { useInfimaClasses } from './infima-classes.ts';
import { swizzled } from './swizzled.ts';
import { useMessages } from './use-messages.ts';

export function Layout({ site, page, children }: { site: SiteData; page: PageData; children: ReactNode }) {
  const AnnouncementBar = site.announcementBar && pagePart('AnnouncementBar');
  const join = useInfimaClasses();
  const messages = useMessages();
  // A site's own src/theme/Navbar or Footer, when it has one, gets the props docs-build's own takes.
  const SiteNavbar = swizzled('Navbar', Navbar);
  const SiteFooter = swizzled('Footer', Footer);
  if (page.bare) return <div className="layout">{children}</div>;
  return (
    <div className="layout">
      <a className="skip-link" href="#__main">
        {messages.text('theme.common.skipToMainContent', 'Skip to main content')}
      </a>
      {site.announcementBar && AnnouncementBar && <AnnouncementBar bar={site.announcementBar} />}
      <SiteNavbar site={site} page={page} />
      <div className={join('layout__page', 'main-wrapper')}>{children}</div>
      <SiteFooter footer={site.footer} />
    </div>
  );
}
