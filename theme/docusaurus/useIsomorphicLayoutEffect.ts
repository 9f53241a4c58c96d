import { useEffect, useLayoutEffect } from 'react';

/** useLayoutEffect in the browser, useEffect on the server (where React warns about layout effects). */
const useIsomorphicLayoutEffect: typeof useEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;
export default useIsomorphicLayoutEffect;
