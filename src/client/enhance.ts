/**
 * Behaviour for static content HTML, by event delegation, so content never
 * needs hydrating: code copy buttons and click-to-load embeds. The actions
 * load on the first click (user activation outlasts the import), keeping
 * them out of the JavaScript every page loads up front.
 */
export function startContentEnhancements(): void {
  document.addEventListener('click', (event) => {
    const target = (event.target as Element | null)?.closest?.('.code-block__copy, .lite-embed__button');
    if (target) void import('./content-actions.ts').then((actions) => actions.runContentAction(target));
  });
}
