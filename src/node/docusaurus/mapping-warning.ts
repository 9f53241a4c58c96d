/** Something in the Docusaurus config that docs-build reads differently or not at all, at its key path. */
export interface MappingWarning {
  keyPath: string;
  message: string;
  hint?: string;
}
