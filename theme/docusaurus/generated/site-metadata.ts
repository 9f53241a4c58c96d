// Docusaurus's `@generated/site-metadata`: what useDocusaurusContext() gives as `siteMetadata`.

export { SITE_METADATA as default } from '../site-config.ts';
