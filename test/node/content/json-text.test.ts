import { describe, expect, it } from 'vitest';
import { parseJsonText } from '../../../src/node/content/json-text.ts';

const placeOf = (text: string) => {
  const parsed = parseJsonText(text);
  return 'error' in parsed ? [parsed.error.line, parsed.error.column, parsed.error.message] : parsed.value;
};

describe('JSON text', () => {
  it('gives the value of valid JSON', () => {
    expect(placeOf('{ "a": [1, 2] }')).toEqual({ a: [1, 2] });
  });

  it('places an error V8 gives an offset for', () => {
    expect(placeOf('{\n  "a": 1,\n}')).toEqual([3, 1, 'invalid JSON: Expected double-quoted property name.']);
  });

  // V8 names no offset for an unexpected token, only the text around it.
  it('places an unexpected token at its own line and column, however short the text and wherever the token recurs', () => {
    expect(placeOf('{\n  "a": { "message": "x" },\n  "b": oops\n}\n')).toEqual([3, 8, "invalid JSON: Unexpected token 'o'."]);
    expect(placeOf('x x')).toEqual([1, 1, "invalid JSON: Unexpected token 'x'."]);
    expect(placeOf('{"a": tru }')).toEqual([1, 10, "invalid JSON: Unexpected token ' '."]);
  });
});
