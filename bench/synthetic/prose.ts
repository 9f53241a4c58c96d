import type { Random } from './random.ts';

// Fixed vocabularies: plain lower-case letters only, so no word can be read
// as Markdown, MDX or YAML syntax wherever it ends up.
const NOUNS = [
  'backup', 'bridge', 'sensor', 'gateway', 'device', 'server', 'schedule', 'folder', 'network', 'camera',
  'broker', 'topic', 'message', 'archive', 'snapshot', 'service', 'container', 'volume', 'channel', 'token',
  'password', 'certificate', 'key', 'host', 'port', 'address', 'profile', 'template', 'trigger', 'action',
  'automation', 'script', 'scene', 'entity', 'integration', 'dashboard', 'panel', 'log', 'event', 'notification',
  'firmware', 'update', 'release', 'option', 'setting', 'module', 'plugin', 'queue', 'buffer', 'cache',
  'switch', 'relay', 'thermostat', 'light', 'socket', 'meter', 'controller', 'hub', 'router', 'antenna',
  'storage', 'disk', 'partition', 'mirror', 'retention', 'interval', 'timeout', 'limit', 'threshold', 'window',
] as const;

const VERBS = [
  'configure', 'install', 'restart', 'inspect', 'rotate', 'schedule', 'monitor', 'restore', 'migrate', 'verify',
  'publish', 'subscribe', 'export', 'import', 'compress', 'encrypt', 'prune', 'mirror', 'tune', 'secure',
  'connect', 'discover', 'update', 'enable', 'disable', 'reset', 'pair', 'calibrate', 'replace', 'troubleshoot',
] as const;

const ADJECTIVES = [
  'remote', 'local', 'nightly', 'encrypted', 'shared', 'default', 'custom', 'external', 'internal', 'optional',
  'stable', 'legacy', 'secondary', 'primary', 'quiet', 'verbose', 'offline', 'wireless', 'wired', 'temporary',
  'persistent', 'automatic', 'manual', 'incremental', 'full', 'partial', 'scheduled', 'trusted', 'public', 'private',
] as const;

const FILLERS = [
  'the', 'a', 'each', 'every', 'this', 'that', 'your', 'its', 'one', 'another',
  'and', 'or', 'but', 'then', 'so', 'when', 'while', 'before', 'after', 'until',
  'with', 'without', 'from', 'into', 'over', 'under', 'through', 'for', 'to', 'on',
  'is', 'are', 'was', 'can', 'should', 'will', 'may', 'must', 'does', 'keeps',
  'usually', 'often', 'rarely', 'only', 'also', 'still', 'already', 'quickly', 'safely', 'again',
] as const;

const ADVERB_OPENERS = ['By default', 'In most setups', 'After an update', 'On a busy network', 'For small installs', 'If in doubt', 'Once paired', 'Over time'] as const;

export const EMOJI = ['tada', 'rocket', 'bulb', 'sparkles', 'white_check_mark', 'wrench', 'gear', 'zap'] as const;

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function titleCase(text: string): string {
  return text.split(' ').map(capitalise).join(' ');
}

export function noun(rng: Random): string {
  return rng.pick(NOUNS);
}

export function verb(rng: Random): string {
  return rng.pick(VERBS);
}

export function adjective(rng: Random): string {
  return rng.pick(ADJECTIVES);
}

/** A snake_case name such as `backup_interval`, for options and YAML keys. */
export function identifier(rng: Random): string {
  return `${noun(rng)}_${noun(rng)}`;
}

/** A short noun phrase such as 'remote sensor bridge'. */
export function nounPhrase(rng: Random): string {
  return rng.chance(0.5) ? `${adjective(rng)} ${noun(rng)} ${noun(rng)}` : `${adjective(rng)} ${noun(rng)}`;
}

/** One sentence of 8–18 words with the occasional comma and inline code. */
export function sentence(rng: Random): string {
  const length = rng.int(8, 18);
  const words: string[] = [];
  for (let i = 0; i < length; i++) {
    const roll = rng.next();
    if (roll < 0.4) words.push(rng.pick(FILLERS));
    else if (roll < 0.7) words.push(noun(rng));
    else if (roll < 0.85) words.push(verb(rng));
    else words.push(adjective(rng));
  }
  if (length > 10 && rng.chance(0.4)) words[rng.int(3, length - 4)] += ',';
  if (rng.chance(0.15)) words[rng.int(1, length - 1)] = `\`${identifier(rng)}\``;
  else if (rng.chance(0.1)) words[rng.int(1, length - 1)] = `**${noun(rng)}**`;
  const body = words.join(' ');
  return rng.chance(0.15) ? `${rng.pick(ADVERB_OPENERS)}, ${body}.` : `${capitalise(body)}.`;
}

export function paragraph(rng: Random, minSentences = 3, maxSentences = 6): string {
  return Array.from({ length: rng.int(minSentences, maxSentences) }, () => sentence(rng)).join(' ');
}
