// The light/dark/system switch. Icons and labels for every mode are in the
// server HTML; CSS shows the one matching <html>'s attributes, so the first
// paint is right before any script runs and hydration never mismatches.

import type { ColorModeChoice, SiteData } from '../src/shared/types.ts';
import { colorModeLabel } from './color-mode.ts';
import { MoonIcon, SunIcon, SystemIcon } from './icons.tsx';
import { useColorMode } from './use-color-mode.ts';
import { useMessages } from './use-messages.ts';

const MODES: ColorModeChoice[] = ['light', 'dark', 'system'];
const ICONS = { light: SunIcon, dark: MoonIcon, system: SystemIcon };

export function ColorModeToggle({ config }: { config: SiteData['colorMode'] }) {
  const { choice, resolved, toggle } = useColorMode(config);
  // A two-way toggle describes what the reader sees, not the absent choice.
  const shown = choice === 'system' && !config.allowSystem ? resolved : choice;
  const messages = useMessages();
  const label = shown ? colorModeLabel(shown, messages) : undefined;
  return (
    <button
      type="button"
      className={`color-mode-toggle icon-button${config.allowSystem ? '' : ' color-mode-toggle--two-way'}`}
      onClick={toggle}
      aria-label={label}
      title={label}
    >
      {MODES.map((mode) => {
        const Icon = ICONS[mode];
        return <Icon key={mode} className={`color-mode-toggle__icon color-mode-toggle__icon--${mode}`} />;
      })}
      {MODES.map((mode) => (
        <span key={mode} className={`sr-only color-mode-toggle__label color-mode-toggle__label--${mode}`}>
          {colorModeLabel(mode, messages)}
        </span>
      ))}
    </button>
  );
}
