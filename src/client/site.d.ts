declare module 'docs-build:site' {
  import type { SiteData } from '../shared/types.ts';
  const site: SiteData;
  export default site;
}

declare module 'docs-build:mermaid' {
  export { default } from 'mermaid';
}

declare module 'docs-build:client-modules' {
  import type { ClientModule } from './client-modules.ts';
  const modules: ClientModule[];
  export default modules;
}
declare module 'docs-build:swizzled' {}
