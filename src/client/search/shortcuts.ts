// The only search code every page loads: it opens the modal from the button,
// Ctrl/Cmd+K or '/', and downloads the modal (DocSearch, its styles and the
// search client) the first time that happens.

import { OPEN_SEARCH_EVENT } from '../../../theme/SearchButton.tsx';
import type { SearchModal, SearchModalOptions } from './modal.tsx';

const MAX_QUERY_LENGTH = 64;

function isTyping(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
}

function isShortcut(event: KeyboardEvent): boolean {
  if (event.altKey) return false;
  if (event.key.toLowerCase() === 'k') return event.ctrlKey || event.metaKey;
  return event.key === '/' && !event.ctrlKey && !event.metaKey && !isTyping(event.target);
}

export function startSearchShortcuts(options: SearchModalOptions): void {
  let modal: Promise<SearchModal> | undefined;
  const open = () => {
    const selection = getSelection()?.toString().trim().slice(0, MAX_QUERY_LENGTH) ?? '';
    modal ??= import('./modal.tsx').then((module) => module.mountSearchModal(options));
    modal.then(
      (loaded) => loaded.open(selection),
      () => (modal = undefined),
    );
  };
  addEventListener(OPEN_SEARCH_EVENT, open);
  addEventListener('keydown', (event) => {
    // An open modal handles its own keys (Escape, Ctrl/Cmd+K to close).
    if (event.defaultPrevented || document.body.classList.contains('DocSearch--active') || !isShortcut(event)) return;
    event.preventDefault();
    open();
  });
}
