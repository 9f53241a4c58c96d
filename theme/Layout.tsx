// The page shell: skip link first, then banner, navbar, page, footer.

import type { ReactNode } from 'react';
import type { PageData, SiteData } from '../src/shared/types.ts';
import { Footer } from './Footer.tsx';
import { Navbar } from './Navbar.tsx';
import { pagePart } from './page-parts.ts';
import { useInfimaClasses } from './infima-classes.ts';

export function Layout({ site, page, children }: { site: SiteData; page: PageData; children: ReactNode }) {
  const AnnouncementBar = site.announcementBar && pagePart('AnnouncementBar');
  const join = useInfimaClasses();
  return (
    <div className="layout">
      <a className="skip-link" href="#__main">
        Skip to main content
      </a>
      {site.announcementBar && AnnouncementBar && <AnnouncementBar bar={site.announcementBar} />}
      <Navbar site={site} page={page} />
      <div className={join('layout__page', 'main-wrapper')}>{children}</div>
      <Footer footer={site.footer} />
    </div>
  );
}
