// Docusaurus's `@generated/globalData`: the global data object, as `useGlobalData()` returns it.

import { globalData } from '../global-data.ts';

export default globalData();
