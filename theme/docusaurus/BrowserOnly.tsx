import { useEffect, useState, type ReactNode } from 'react';

/** Renders its fallback on the server and in the first client render, then its children, so hydration matches. */
export default function BrowserOnly({ children, fallback }: { children?: () => ReactNode; fallback?: ReactNode }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return <>{mounted && children ? children() : (fallback ?? null)}</>;
}
