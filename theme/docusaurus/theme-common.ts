// The hook of @docusaurus/theme-common that site pages use most: the colour mode, read from the page.

import { useEffect, useState } from 'react';
import { useSiteData } from './site-context.ts';

export function useColorMode() {
  const site = useSiteData();
  const initial = site?.colorMode.defaultMode ?? 'light';
  const [colorMode, setMode] = useState<'light' | 'dark'>(initial);
  useEffect(() => {
    const root = document.documentElement;
    const read = () => setMode(root.getAttribute('data-theme') === 'dark' ? 'dark' : 'light');
    read();
    const observer = new MutationObserver(read);
    observer.observe(root, { attributes: true, attributeFilter: ['data-theme'] });
    return () => observer.disconnect();
  }, []);
  const setColorMode = (mode: 'light' | 'dark') => {
    document.documentElement.setAttribute('data-theme', mode);
    localStorage.setItem('theme', mode);
  };
  return { colorMode, setColorMode, isDarkTheme: colorMode === 'dark' };
}
