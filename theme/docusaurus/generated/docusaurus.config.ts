// Docusaurus's `@generated/docusaurus.config`: the site config, the same object useDocusaurusContext() gives.

import site from 'docs-build:site';
import { docusaurusSiteConfig } from '../site-config.ts';

export default docusaurusSiteConfig(site);
