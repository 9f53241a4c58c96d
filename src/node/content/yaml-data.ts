import { type Document, isCollection, type Node, visit } from 'yaml';

export interface YamlPlace {
  line: number;
  column: number;
}

/**
 * The data of a parsed YAML document. An alias bomb (anchors repeated
 * through aliases of aliases, `b: &b [*a, *a]`) parses fine and throws only
 * here, when the yaml package stops expanding it past its `maxAliasCount`; its
 * error has no position, so the place is the first alias that repeats
 * other aliases, where the expansion multiplies.
 */
export function yamlValue(doc: Document, text: string): { value: unknown } | { error: YamlPlace & { message: string } } {
  try {
    return { value: doc.toJS() };
  } catch (error) {
    const message = `${(error as Error).message.split('\n')[0]}: aliases (*name) repeat more values than a data file may hold`;
    return { error: { ...(multiplyingAlias(doc, text) ?? { line: 1, column: 1 }), message } };
  }
}

/** Line and column (from 1) of a character offset. */
export function placeOfOffset(text: string, offset: number): YamlPlace {
  const before = text.slice(0, Math.max(0, offset));
  return { line: before.split('\n').length, column: offset - before.lastIndexOf('\n') };
}

function multiplyingAlias(doc: Document, text: string): YamlPlace | undefined {
  let first: number | undefined;
  let multiplying: number | undefined;
  const holdsAlias = new Map<Node, boolean>();
  visit(doc, {
    Alias(_key, alias) {
      const start = alias.range?.[0];
      if (start === undefined) return undefined;
      first ??= start;
      const target = alias.resolve(doc);
      if (target && isCollection(target) && containsAlias(target, holdsAlias)) {
        multiplying = start;
        return visit.BREAK;
      }
      return undefined;
    },
  });
  const offset = multiplying ?? first;
  return offset === undefined ? undefined : placeOfOffset(text, offset);
}

function containsAlias(node: Node, memo: Map<Node, boolean>): boolean {
  const known = memo.get(node);
  if (known !== undefined) return known;
  let found = false;
  visit(node, {
    Alias() {
      found = true;
      return visit.BREAK;
    },
  });
  memo.set(node, found);
  return found;
}
