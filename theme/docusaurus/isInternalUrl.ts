/** Whether a URL starts with a scheme (`https:`, `mailto:`…). */
export function hasProtocol(url: string): boolean {
  return /^(?:\w*:|\/\/)/.test(url);
}

/** Docusaurus's rule: a URL is internal when it has no scheme and is not protocol-relative. */
export default function isInternalUrl(url?: string): boolean {
  return typeof url !== 'undefined' && !hasProtocol(url);
}
