import type { z } from 'zod';

interface SchemaDef {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  getter?: () => z.ZodType;
  options?: z.ZodType[];
  element?: z.ZodType;
  valueType?: z.ZodType;
  items?: z.ZodType[];
}

const defOf = (schema: z.ZodType): SchemaDef => (schema as unknown as { _zod: { def: SchemaDef } })._zod.def;

/**
 * The keys the object schema at `path` of `schema` takes, for a 'did you
 * mean' hint on an unknown key there. zod's unknown-key issue names the keys
 * that were wrong but not those that were expected, so the schema is walked
 * along the path; a union contributes the keys of all its objects.
 */
export function knownKeysAt(schema: z.ZodType, path: readonly PropertyKey[]): string[] {
  let level = [schema];
  for (const segment of path) level = level.flatMap((s) => objectsOf(s)).flatMap((s) => childOf(s, segment));
  return [...new Set(level.flatMap((s) => objectsOf(s)).flatMap((s) => Object.keys(defOf(s).shape ?? {})))];
}

/** The schemas `schema` stands for once wrappers (default, optional, lazy, pipe) and unions are looked through. */
function objectsOf(schema: z.ZodType, depth = 0): z.ZodType[] {
  // A lazy schema can refer to itself; no config nests wrappers this deep.
  if (depth > 20) return [];
  const def = defOf(schema);
  const inner = def.innerType ?? def.in ?? def.getter?.();
  if (inner) return objectsOf(inner, depth + 1);
  if (def.options) return def.options.flatMap((option) => objectsOf(option, depth + 1));
  return [schema];
}

function childOf(schema: z.ZodType, segment: PropertyKey): z.ZodType[] {
  const def = defOf(schema);
  if (def.type === 'object') {
    const child = def.shape?.[String(segment)];
    return child ? [child] : [];
  }
  if (def.type === 'array' && def.element) return [def.element];
  if (def.type === 'record' && def.valueType) return [def.valueType];
  if (def.type === 'tuple' && def.items) {
    const item = def.items[Number(segment)];
    return item ? [item] : [];
  }
  return [];
}

/**
 * `value` without the object keys `schema` does not take, at any depth. For
 * configs made by a program (a Docusaurus config mapped to this one), which
 * carry keys through that docs-build has no use for: the strict schema would
 * refuse them, and what the user wrote is checked against its own rules.
 */
export function keepKnownKeys(schema: z.ZodType, value: unknown): unknown {
  const schemas = objectsOf(schema);
  if (Array.isArray(value)) {
    const elements = schemas.flatMap((s) => childOf(s, 0));
    return elements.length === 0 ? value : value.map((item) => keepKnownKeys(elements[0]!, item));
  }
  if (!isPlainObject(value)) return value;
  const objects = schemas.filter((s) => defOf(s).type === 'object');
  const records = schemas.filter((s) => defOf(s).type === 'record');
  if (objects.length === 0) return records.length === 0 ? value : Object.fromEntries(Object.entries(value).map(([key, v]) => [key, keepKnownKeys(records[0]!, v)]));
  const kept: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    const child = objects.flatMap((s) => childOf(s, key))[0];
    if (child) kept[key] = keepKnownKeys(child, v);
  }
  return kept;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}
