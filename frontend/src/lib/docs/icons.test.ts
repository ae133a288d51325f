import { describe, expect, it } from 'vitest';
import { iconShape } from './icons';

describe('iconShape', () => {
  it('finds solid, regular and brand icons by name', () => {
    expect(iconShape('book-open')?.paths[0]).toMatch(/^M/);
    expect(iconShape('github', 'brands')).toBeDefined();
    expect(iconShape('fa-rocket')).toEqual(iconShape('rocket'));
  });

  it('draws light and thin icons from the regular set when it has them', () => {
    expect(iconShape('bell', 'light')).not.toEqual(iconShape('bell', 'solid'));
  });

  it('knows no made-up icon', () => {
    expect(iconShape('no-such-icon-anywhere')).toBeUndefined();
  });
});
