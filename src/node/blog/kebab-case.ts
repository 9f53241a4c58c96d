/**
 * Words of a label joined by dashes, lower case: 'Jest 27', 'jestRuntime' and 'Jest_27!' become 'jest-27',
 * 'jest-runtime' and 'jest-27'. The same words Docusaurus cuts tag and author permalinks from.
 */
export function kebabCase(text: string): string {
  return text
    .replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, '$1 $2')
    .replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, '$1 $2')
    .replace(/(\p{L})(\p{N})|(\p{N})(\p{L})/gu, (_m, a?: string, b?: string, c?: string, d?: string) => (a ? `${a} ${b}` : `${c} ${d}`))
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word) => word.toLowerCase())
    .join('-');
}
