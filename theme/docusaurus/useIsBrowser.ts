import { useEffect, useState } from 'react';

/** False on the server and in the first client render (as in Docusaurus), true after hydration. */
export default function useIsBrowser(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
