/** The id of a plugin instance configured without one, as Docusaurus names it. */
export { DEFAULT_PLUGIN_ID } from '../../src/shared/global-data-types.ts';
