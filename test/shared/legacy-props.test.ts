import { describe, expect, it } from 'vitest';
import { legacyProps } from '../../src/shared/react-compat/legacy-props.ts';

describe('element props as React 18 made them', () => {
  it("fills in a type's defaultProps where a prop is undefined, and leaves the given props alone", () => {
    const Label = Object.assign(() => null, { defaultProps: { text: 'default', size: 1 } });
    const given = { text: undefined, size: 2 };
    expect(legacyProps(Label, given)).toEqual({ text: 'default', size: 2 });
    expect(given).toEqual({ text: undefined, size: 2 });
    const complete = { text: 'mine', size: 3 };
    expect(legacyProps(Label, complete)).toBe(complete);
  });

  it('leaves out a ref of null or undefined, and keeps a set one', () => {
    expect(legacyProps('div', { ref: null, id: 'a' })).toEqual({ id: 'a' });
    expect('ref' in legacyProps('div', { ref: undefined })).toBe(false);
    const ref = { current: null };
    const props = { ref, id: 'a' };
    expect(legacyProps('div', props)).toBe(props);
  });
});
