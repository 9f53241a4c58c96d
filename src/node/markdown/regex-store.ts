import { EmulatedRegExp, type toRegExpDetails } from 'oniguruma-to-es';

type EmulatedRegExpOptions = NonNullable<ReturnType<typeof toRegExpDetails>['options']>;

/** A grammar pattern as the JavaScript engine runs it, or why it cannot. Plain data: it goes to disk. */
export type ConvertedPattern = { source: string; flags: string; options?: EmulatedRegExpOptions } | { error: string };

export interface RegexStore {
  /** Shiki's `regexConstructor`: a pattern converted before (here or in an earlier build) is not converted again. */
  construct(pattern: string): RegExp;
  /** Conversions kept by an earlier build; the ones this store has already are left as they are. */
  add(entries: Iterable<readonly [string, ConvertedPattern]>): void;
  /** Every known conversion, those this thread used first. */
  entries(): Array<[string, ConvertedPattern]>;
  /** Patterns this store converted itself. */
  readonly conversions: number;
}

/**
 * Converting an Oniguruma pattern to a JavaScript RegExp (oniguruma-to-es) is
 * most of what loading a grammar costs: seconds for the common languages, and
 * it was paid again by every render thread. The result is data, kept here so
 * it can be kept and reused; the RegExp made from it is the one `convert`
 * returned, so highlighting is unchanged.
 */
export function createRegexStore(convert: (pattern: string) => RegExp): RegexStore {
  const known = new Map<string, ConvertedPattern>();
  const used = new Set<string>();
  let conversions = 0;
  return {
    construct(pattern) {
      used.add(pattern);
      let entry = known.get(pattern);
      if (!entry) {
        conversions++;
        entry = toEntry(convert, pattern);
        known.set(pattern, entry);
      }
      if ('error' in entry) throw new Error(entry.error);
      return entry.options ? new EmulatedRegExp(entry.source, entry.flags, entry.options) : new RegExp(entry.source, entry.flags);
    },
    add(entries) {
      for (const [pattern, entry] of entries) if (!known.has(pattern)) known.set(pattern, entry);
    },
    entries() {
      const first = [...used].map((pattern): [string, ConvertedPattern] => [pattern, known.get(pattern)!]);
      return [...first, ...[...known].filter(([pattern]) => !used.has(pattern))];
    },
    get conversions() {
      return conversions;
    },
  };
}

function toEntry(convert: (pattern: string) => RegExp, pattern: string): ConvertedPattern {
  try {
    const regex = convert(pattern);
    // An EmulatedRegExp keeps what makes it more than a RegExp (hidden captures, a search strategy, lazy compiling)
    // in rawOptions. Looked up by name: Shiki's copy of the class need not be the one imported here.
    const raw = (regex as Partial<EmulatedRegExp>).rawOptions;
    const options = raw && Object.keys(raw).length > 0 ? raw : undefined;
    return options ? { source: regex.source, flags: regex.flags, options } : { source: regex.source, flags: regex.flags };
  } catch (error) {
    return { error: (error as Error).message };
  }
}
