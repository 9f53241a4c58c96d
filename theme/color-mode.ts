// Pure colour-mode rules shared by the toggle and its tests. The inline
// script in the document head applies the same rules before first paint.

import type { ColorModeChoice, SiteData } from '../src/shared/types.ts';
import { messagesFor, type Messages } from '../src/shared/translations.ts';

export type ResolvedColorMode = 'light' | 'dark';
export type ColorModeConfig = SiteData['colorMode'];

/** localStorage key holding 'light' or 'dark'; absent means "system". */
export const COLOR_MODE_STORAGE_KEY = 'theme';

export function parseStoredChoice(value: string | null | undefined): ColorModeChoice {
  return value === 'light' || value === 'dark' ? value : 'system';
}

/**
 * The mode actually shown. `prefersDark` is null when the OS preference is
 * unknown (server, or no matchMedia).
 */
export function resolveColorMode(
  choice: ColorModeChoice,
  config: Pick<ColorModeConfig, 'defaultMode' | 'respectPrefersColorScheme'>,
  prefersDark: boolean | null,
): ResolvedColorMode {
  if (choice !== 'system') return choice;
  if (config.respectPrefersColorScheme && prefersDark !== null) return prefersDark ? 'dark' : 'light';
  return config.defaultMode;
}

/**
 * Where one click on the toggle leads. Without the system option the toggle
 * flips what the reader currently sees, so "system" counts as its resolved mode.
 */
export function nextColorModeChoice(
  choice: ColorModeChoice,
  resolved: ResolvedColorMode,
  allowSystem: boolean,
): ColorModeChoice {
  if (!allowSystem) return resolved === 'dark' ? 'light' : 'dark';
  if (choice === 'light') return 'dark';
  if (choice === 'dark') return 'system';
  return 'light';
}

/** The toggle's label, in Docusaurus's words; in English without the site's messages. */
export function colorModeLabel(choice: ColorModeChoice, messages: Messages = messagesFor('en', undefined)): string {
  const mode = messages.text(`theme.colorToggle.ariaLabel.mode.${choice}`, `${choice} mode`);
  return messages.text('theme.colorToggle.ariaLabel', 'Switch between dark and light mode (currently {mode})', { mode });
}
