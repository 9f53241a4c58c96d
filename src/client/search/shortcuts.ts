// The only search code every page loads: it opens the modal from the button,
// Ctrl/Cmd+K or '/', and downloads the modal (DocSearch, its styles and the
// search client) the first time that happens.

import site from 'docs-build:site';
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

/**
 * Until the modal has loaded, keys typed after the shortcut go into a field
 * of our own, focused at once, and the modal starts with what it holds. The
 * browser does the typing, so nothing is lost at any speed (deletions and
 * input methods included).
 */
function captureTyping(initial: string): { take(): string | null } {
  const field = document.createElement('input');
  field.type = 'search';
  field.value = initial;
  field.maxLength = MAX_QUERY_LENGTH;
  field.setAttribute('aria-label', site.translations?.['theme.SearchModal.placeholder'] ?? 'Search docs');
  field.tabIndex = -1;
  // Kept in the viewport (and nearly invisible), so focusing it never scrolls the page.
  Object.assign(field.style, { position: 'fixed', top: '0', left: '0', width: '1px', height: '1px', opacity: '0', border: '0', padding: '0' });
  const returnFocus = document.activeElement;
  let cancelled = false;
  // Escape before the modal shows means the reader changed their mind.
  field.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    cancelled = true;
    field.remove();
    if (returnFocus instanceof HTMLElement) returnFocus.focus({ preventScroll: true });
  });
  document.body.append(field);
  field.focus({ preventScroll: true });
  return {
    /** What was typed, or null when the reader pressed Escape. */
    take() {
      field.remove();
      return cancelled ? null : field.value;
    },
  };
}

export function startSearchShortcuts(options: SearchModalOptions): void {
  let modal: Promise<SearchModal> | undefined;
  let loaded: SearchModal | undefined;
  let capturing = false;
  const open = () => {
    const selection = getSelection()?.toString().trim().slice(0, MAX_QUERY_LENGTH) ?? '';
    if (loaded) {
      loaded.open(selection);
      return;
    }
    if (capturing) return;
    capturing = true;
    const capture = captureTyping(selection);
    modal ??= import('./modal.tsx').then((module) => module.mountSearchModal(options));
    modal.then(
      (ready) => {
        loaded = ready;
        capturing = false;
        // One task: the typed text is read, the field goes and the modal's field takes the focus.
        const typed = capture.take();
        if (typed !== null) ready.open(typed);
      },
      () => {
        capturing = false;
        capture.take();
        modal = undefined;
      },
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
