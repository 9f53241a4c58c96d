import { describe, expect, it } from 'vitest';
import { colorModeLabel, nextColorModeChoice, parseStoredChoice, resolveColorMode } from '../../theme/color-mode.ts';

describe('nextColorModeChoice', () => {
  it('cycles light → dark → system → light when system is allowed', () => {
    expect(nextColorModeChoice('light', 'light', true)).toBe('dark');
    expect(nextColorModeChoice('dark', 'dark', true)).toBe('system');
    expect(nextColorModeChoice('system', 'dark', true)).toBe('light');
  });

  it('flips what is shown when system is not allowed', () => {
    expect(nextColorModeChoice('light', 'light', false)).toBe('dark');
    expect(nextColorModeChoice('dark', 'dark', false)).toBe('light');
    expect(nextColorModeChoice('system', 'dark', false)).toBe('light');
    expect(nextColorModeChoice('system', 'light', false)).toBe('dark');
  });
});

describe('resolveColorMode', () => {
  const respecting = { defaultMode: 'dark' as const, respectPrefersColorScheme: true };
  const ignoring = { defaultMode: 'dark' as const, respectPrefersColorScheme: false };

  it('keeps an explicit choice whatever the OS says', () => {
    expect(resolveColorMode('light', respecting, true)).toBe('light');
    expect(resolveColorMode('dark', respecting, false)).toBe('dark');
  });

  it('follows the OS in system mode when the site respects it', () => {
    expect(resolveColorMode('system', respecting, false)).toBe('light');
    expect(resolveColorMode('system', respecting, true)).toBe('dark');
  });

  it('falls back to the default mode when the OS is unknown or ignored', () => {
    expect(resolveColorMode('system', respecting, null)).toBe('dark');
    expect(resolveColorMode('system', ignoring, false)).toBe('dark');
    expect(resolveColorMode('system', { ...ignoring, defaultMode: 'light' }, true)).toBe('light');
  });
});

describe('parseStoredChoice', () => {
  it('reads light and dark, and anything else as system', () => {
    expect(parseStoredChoice('light')).toBe('light');
    expect(parseStoredChoice('dark')).toBe('dark');
    expect(parseStoredChoice(null)).toBe('system');
    expect(parseStoredChoice('purple')).toBe('system');
  });
});

describe('colorModeLabel', () => {
  it('names the current mode', () => {
    expect(colorModeLabel('dark')).toBe('Switch between dark and light mode (currently dark mode)');
    expect(colorModeLabel('system')).toBe('Switch between dark and light mode (currently system mode)');
  });
});
