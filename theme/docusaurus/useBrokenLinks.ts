// Docusaurus collects links and anchors through this hook for its broken-link check. docs-build checks every
// link and id of the built HTML instead, so what a component rendered is checked whether or not it was collected.

export interface BrokenLinks {
  collectLink: (link: string | undefined) => void;
  collectAnchor: (anchor: string | undefined) => void;
}

const collector: BrokenLinks = { collectLink: () => {}, collectAnchor: () => {} };

export default function useBrokenLinks(): BrokenLinks {
  return collector;
}
