// What only some pages or sites show, in one module so that it shares one chunk with the entry script.
export { AnnouncementBar } from './AnnouncementBar.tsx';
export { BlogPage } from './blog/BlogPage.tsx';
export { DocVersionBanner } from './DocVersionBanner.tsx';
export { FooterLogo } from './FooterLogo.tsx';
export { LastUpdated } from './LastUpdated.tsx';
export { MarkdownPage } from './MarkdownPage.tsx';
export { NavbarDropdown } from './NavbarDropdown.tsx';
export { NotFound } from './NotFound.tsx';
export { ReactPageBody } from './ReactPageBody.tsx';
export { SearchPage } from './SearchPage.tsx';
export { useHideOnScroll } from './use-hide-on-scroll.ts';
