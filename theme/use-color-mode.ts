// Browser side of the colour mode. The attributes on <html> are the single
// source of truth (the head script sets them before paint), so every toggle
// instance reads them instead of keeping its own copy.

import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { ColorModeChoice } from '../src/shared/types.ts';
import {
  COLOR_MODE_STORAGE_KEY,
  nextColorModeChoice,
  parseStoredChoice,
  resolveColorMode,
  type ColorModeConfig,
  type ResolvedColorMode,
} from './color-mode.ts';

const PREFERS_DARK = '(prefers-color-scheme: dark)';
const PREFERS_LIGHT = '(prefers-color-scheme: light)';

/** null when the system states no preference: the site's default mode applies then. */
function prefersDark(): boolean | null {
  if (typeof window.matchMedia !== 'function') return null;
  if (window.matchMedia(PREFERS_DARK).matches) return true;
  return window.matchMedia(PREFERS_LIGHT).matches ? false : null;
}

function readStorage(): string | null {
  try {
    return window.localStorage.getItem(COLOR_MODE_STORAGE_KEY);
  } catch {
    return null; // storage can be blocked (privacy settings); fall back to "system"
  }
}

function writeStorage(choice: ColorModeChoice): void {
  try {
    if (choice === 'system') window.localStorage.removeItem(COLOR_MODE_STORAGE_KEY);
    else window.localStorage.setItem(COLOR_MODE_STORAGE_KEY, choice);
  } catch {
    // Without storage the choice lasts for this page view only.
  }
}

/** Makes `choice` the reader's colour mode: stored (unless `persist` is false) and applied to <html>. */
export function chooseColorMode(choice: ColorModeChoice, config: ColorModeConfig, persist = true): void {
  if (persist) writeStorage(choice);
  applyColorMode(choice, config);
}

export function applyColorMode(choice: ColorModeChoice, config: ColorModeConfig): void {
  const root = document.documentElement;
  root.setAttribute('data-theme', resolveColorMode(choice, config, prefersDark()));
  root.setAttribute('data-theme-choice', choice);
}

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme', 'data-theme-choice'] });
  return () => observer.disconnect();
}

function readChoice(): ColorModeChoice | null {
  const value = document.documentElement.getAttribute('data-theme-choice');
  return value === 'light' || value === 'dark' || value === 'system' ? value : null;
}

/** A string so that the store snapshot compares by value. */
function getSnapshot(): string | null {
  const choice = readChoice();
  const theme = document.documentElement.getAttribute('data-theme');
  return choice && (theme === 'light' || theme === 'dark') ? `${choice}:${theme}` : null;
}

/** The server cannot know the reader's choice. */
function getServerSnapshot(): null {
  return null;
}

/**
 * Current choice (null until hydrated) and a function that advances it.
 * Also keeps <html> in step with other tabs and with the OS in system mode.
 */
export function useColorMode(config: ColorModeConfig): {
  choice: ColorModeChoice | null;
  resolved: ResolvedColorMode | null;
  toggle: () => void;
} {
  const snapshot = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  const [choice, resolved] = snapshot
    ? (snapshot.split(':') as [ColorModeChoice, ResolvedColorMode])
    : [null, null];
  const { defaultMode, respectPrefersColorScheme, allowSystem } = config;

  useEffect(() => {
    const cfg = { defaultMode, respectPrefersColorScheme, allowSystem, disableSwitch: false };
    applyColorMode(parseStoredChoice(readStorage()), cfg);

    const onStorage = (event: StorageEvent) => {
      // key null means the whole storage was cleared
      if (event.key === COLOR_MODE_STORAGE_KEY || event.key === null) {
        applyColorMode(parseStoredChoice(event.newValue), cfg);
      }
    };
    const media = typeof window.matchMedia === 'function' ? window.matchMedia(PREFERS_DARK) : null;
    const onSystemChange = () => {
      if (readChoice() === 'system') applyColorMode('system', cfg);
    };
    window.addEventListener('storage', onStorage);
    media?.addEventListener('change', onSystemChange);
    return () => {
      window.removeEventListener('storage', onStorage);
      media?.removeEventListener('change', onSystemChange);
    };
  }, [defaultMode, respectPrefersColorScheme, allowSystem]);

  const toggle = useCallback(() => {
    const cfg = { defaultMode, respectPrefersColorScheme, allowSystem, disableSwitch: false };
    const current = readChoice() ?? parseStoredChoice(readStorage());
    const resolved = resolveColorMode(current, cfg, prefersDark());
    chooseColorMode(nextColorModeChoice(current, resolved, allowSystem), cfg);
  }, [defaultMode, respectPrefersColorScheme, allowSystem]);

  return { choice, resolved, toggle };
}
