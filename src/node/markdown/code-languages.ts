/**
 * Fence languages Docusaurus authors write (Prism's names and aliases, and a
 * few common spellings) that Shiki knows under another name. Names Shiki
 * knows as they are (`sh`, `py`, `yml`, `js`…) need no entry.
 */
const TO_SHIKI: Readonly<Record<string, string>> = {
  // Shiki aliases, named by their main name so the block's data-language is one name per language.
  sh: 'bash',
  shell: 'bash',
  zsh: 'bash',
  yml: 'yaml',
  js: 'javascript',
  ts: 'typescript',
  jsonc: 'json',
  // Read better as bash than as Shiki's shellsession.
  console: 'bash',
  txt: 'text',
  plaintext: 'text',
  plain: 'text',
  none: 'text',
  python3: 'python',
  py3: 'python',
  jinja2: 'jinja',
  editorconfig: 'ini',
  conf: 'ini',
  env: 'dotenv',
  markup: 'html',
  svg: 'xml',
  mathml: 'xml',
  ssml: 'xml',
  rss: 'xml',
  atom: 'xml',
  'shell-session': 'shellsession',
  'sh-session': 'shellsession',
  objectivec: 'objective-c',
  apacheconf: 'apache',
  nginxconf: 'nginx',
  gradle: 'groovy',
  golang: 'go',
  nasm: 'asm',
  dotnet: 'csharp',
  vbnet: 'vb',
  flow: 'javascript',
  'js-extras': 'javascript',
  jsonp: 'json',
  webmanifest: 'json',
  dosbatch: 'batch',
  mysql: 'sql',
  pgsql: 'sql',
  postgresql: 'sql',
  'docker-compose': 'yaml',
};

/** The Shiki language for a fence's language name; unknown names come back as written (lowercased). */
export function shikiLanguage(requested: string): string {
  const name = requested.toLowerCase();
  return TO_SHIKI[name] ?? name;
}
