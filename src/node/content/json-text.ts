import { placeOfOffset } from './yaml-data.ts';

export type ParsedJson = { value: unknown } | { error: { line: number; column: number; message: string } };

/** JSON text parsed, or where it stops being JSON (line and column from 1) and why. */
export function parseJsonText(text: string): ParsedJson {
  try {
    return { value: JSON.parse(text) };
  } catch (error) {
    const reason = (error as Error).message;
    const offset = offsetOfError(text) ?? text.length;
    return { error: { ...placeOfOffset(text, offset), message: `invalid JSON: ${reason.replace(/ in JSON at position \d+.*$/, '').replace(/, (\.\.\.)?"[\s\S]*$/, '')}.` } };
  }
}

// V8 names the offset of the first bad character, or, for an unexpected token, shows the text around it: 10
// characters before it and up to 10 after, with '...' where it cut the text (a short text it shows whole). Parsed
// again after spaces, which JSON allows, the text is long enough and cut before the token, so the cut tells where the
// token is.
const CONTEXT = 10;
const PAD = ' '.repeat(4 * CONTEXT);

function offsetOfError(text: string): number | undefined {
  const padded = PAD + text;
  let reason: string;
  try {
    JSON.parse(padded);
    return undefined;
  } catch (error) {
    reason = (error as Error).message;
  }
  const position = /position (\d+)/.exec(reason);
  if (position) return Number(position[1]) - PAD.length;
  const shown = /^Unexpected token '[\s\S]', \.\.\."([\s\S]*)"(?:\.\.\.)? is not valid JSON$/.exec(reason);
  const start = shown ? padded.indexOf(shown[1]!) : -1;
  return start === -1 ? undefined : start + CONTEXT - PAD.length;
}
