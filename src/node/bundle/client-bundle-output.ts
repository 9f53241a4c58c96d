import type { Diagnostic } from '../report/diagnostic.ts';

/** What the client bundle produced, as the plan, the render and the bundle's cache read it. */
export interface ClientBundle {
  entryScript: string;
  stylesheets: string[];
  /** React page file (absolute) → its client module URL. */
  pageModules: Map<string, string>;
  /** Every emitted file, relative to the output folder. */
  files: string[];
  /** What went wrong without stopping the bundle (the style sheets of what MDX pages import). */
  problems?: Diagnostic[];
}
