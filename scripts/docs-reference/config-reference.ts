import type { z } from 'zod';
import { cell, prose } from './markdown-cell.ts';

// Reads the config schema itself, so the reference page lists every key the validator accepts, with the type,
// default and description the schema carries (`.describe()`), and cannot drift from it.

/** One row of the reference: a key path and what the schema says about it. */
export interface ConfigField {
  path: string;
  type: string;
  /** JSON of the default value, when the schema has a short one. */
  defaultValue?: string;
  /** Neither optional nor defaulted: the config (or the object holding the key) must give it. */
  required: boolean;
  description?: string;
}

type Schema = z.ZodType;
interface Def {
  type: string;
  innerType?: Schema;
  defaultValue?: unknown;
  shape?: Record<string, Schema>;
  options?: Schema[];
  element?: Schema;
  valueType?: Schema;
  entries?: Record<string, string>;
  values?: unknown[];
  items?: Schema[];
  format?: string;
  getter?: () => Schema;
}

function def(schema: Schema): Def {
  return (schema as unknown as { _zod: { def: Def } })._zod.def;
}

/** The schema under optional, default and nullable wrappers, with the outermost description and default. */
function unwrap(schema: Schema): { inner: Schema; description?: string; defaultValue?: unknown; optional: boolean } {
  let inner = schema;
  let description = schema.description;
  let defaultValue: unknown;
  let optional = false;
  for (;;) {
    const d = def(inner);
    if (d.type === 'default' || d.type === 'prefault') defaultValue ??= d.defaultValue;
    else if (d.type === 'optional') optional = true;
    else if (d.type !== 'nullable' && d.type !== 'readonly') break;
    inner = d.innerType!;
    description ??= inner.description;
  }
  return { inner, description, defaultValue, optional };
}

/** The objects a value can be (an object, or a union's object branches), to list their keys. */
function objectsOf(schema: Schema): Schema[] {
  const d = def(schema);
  if (d.type === 'object') return [schema];
  if (d.type === 'union') return (d.options ?? []).flatMap((option) => objectsOf(unwrap(option).inner));
  return [];
}

/** A short type, in TypeScript's notation. */
export function typeName(schema: Schema): string {
  const { inner } = unwrap(schema);
  const d = def(inner);
  switch (d.type) {
    case 'string':
      return d.format === 'url' ? 'string (URL)' : 'string';
    case 'number':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'null':
      return 'null';
    case 'unknown':
    case 'any':
      return 'unknown';
    case 'literal':
      return (d.values ?? []).map((value) => JSON.stringify(value).replaceAll('"', "'")).join(' | ');
    case 'enum':
      return Object.values(d.entries ?? {})
        .map((value) => `'${value}'`)
        .join(' | ');
    case 'array': {
      const element = typeName(d.element!);
      return element.includes(' ') ? `(${element})[]` : `${element}[]`;
    }
    case 'tuple':
      return `[${(d.items ?? []).map(typeName).join(', ')}, …options]`;
    case 'record':
      return `Record<string, ${typeName(d.valueType!)}>`;
    case 'object':
      return 'object';
    case 'union':
      return [...new Set((d.options ?? []).map(typeName))].join(' | ');
    case 'lazy':
      return 'sidebar item';
    case 'custom':
      // A custom check tells its kind only by what it accepts.
      if (inner.safeParse(() => undefined).success) return 'function';
      if (inner.safeParse(/x/).success) return 'RegExp';
      return 'value';
    default:
      return d.type;
  }
}

/** The default as written in a config, or undefined when there is none or it is too long for a table cell. */
function showDefault(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (value instanceof RegExp) return String(value);
  const text = JSON.stringify(value);
  if (text === undefined || text.length > 60 || (typeof value === 'object' && value !== null && !Array.isArray(value) && text !== '{}')) return undefined;
  return text.replaceAll('"', "'");
}

/** Every key of the schema, depth first, in the schema's order; objects inside arrays and records included. */
export function configFields(schema: Schema, prefix = ''): ConfigField[] {
  const fields: ConfigField[] = [];
  const seen = new Set<string>();
  for (const object of objectsOf(unwrap(schema).inner)) {
    for (const [key, value] of Object.entries(def(object).shape ?? {})) {
      const path = `${prefix}${key}`;
      const { inner, description, defaultValue, optional } = unwrap(value);
      if (seen.has(path)) {
        // The same key in another branch of a union (`search.provider`): its values join the first row's type.
        const row = fields.find((field) => field.path === path)!;
        row.type = [...new Set([...row.type.split(' | '), ...typeName(value).split(' | ')])].join(' | ');
        continue;
      }
      seen.add(path);
      fields.push({ path, type: typeName(value), defaultValue: showDefault(defaultValue), required: !optional && defaultValue === undefined, description });
      fields.push(...nested(inner, path));
    }
  }
  return fields;
}

/** The keys below a field: of its object, of each array element (`items[].label`) or record entry (`versions.<name>.label`). */
function nested(inner: Schema, path: string): ConfigField[] {
  const d = def(inner);
  if (d.type === 'array') {
    const element = unwrap(d.element!).inner;
    return objectsOf(element).length > 0 ? configFields(element, `${path}[].`) : [];
  }
  if (d.type === 'record') {
    const value = unwrap(d.valueType!).inner;
    return objectsOf(value).length > 0 ? configFields(value, `${path}.<name>.`) : [];
  }
  return objectsOf(inner).length > 0 ? configFields(inner, `${path}.`) : [];
}

function defaultCell(field: ConfigField): string {
  if (field.required) return 'required';
  return field.defaultValue === undefined ? '' : `\`${cell(field.defaultValue)}\``;
}

/** One top-level key: a heading (so the page's table of contents lists it), what it is, then its nested keys. */
function section(top: ConfigField, below: ConfigField[]): string[] {
  const facts = [`Type: \`${top.type}\`.`, top.required ? 'Required.' : top.defaultValue === undefined ? '' : `Default: \`${top.defaultValue}\`.`];
  const lines = [`## \`${top.path}\``, '', prose(top.description ?? ''), '', facts.filter(Boolean).join(' '), ''];
  if (below.length > 0) {
    lines.push('| key | type | default | description |', '| --- | --- | --- | --- |');
    // Shown from the section's key down, which keeps the key column narrow.
    for (const field of below) lines.push(`| \`${field.path.slice(top.path.length).replace(/^\./, '')}\` | \`${cell(field.type)}\` | ${defaultCell(field)} | ${prose(field.description ?? '')} |`);
    lines.push('');
  }
  return lines;
}

/** The reference page, as Markdown. */
export function configReferencePage(schema: Schema): string {
  const fields = configFields(schema);
  const tops = fields.filter((field) => !/[.[]/.test(field.path));
  return [
    '---',
    'title: Configuration reference',
    'description: Every key of docs-build.config.ts, with its type, default and meaning.',
    '---',
    '',
    '<!-- Generated from src/node/config/schema.ts by scripts/docs-reference.ts; edit the schema, then run `npm run docs`. -->',
    '',
    '# Configuration reference',
    '',
    'Every key that `docs-build.config.ts` accepts, read from the schema that validates it, one section per top-level',
    'key. In the tables, a key with `[]` is a key of each item of a list, and `<name>` stands for a key of your choice;',
    '"required" means required whenever the object holding the key is given. See [Configuration](../configuration.md)',
    'for how the file is written and loaded.',
    '',
    ...tops.flatMap((top) => section(top, fields.filter((field) => field.path.startsWith(`${top.path}.`) || field.path.startsWith(`${top.path}[]`)))),
  ].join('\n');
}
