import { withDefaults } from '@resume-agent/site-config';
import { describe, expect, it } from 'vitest';
import { modeSettings, themeStyle } from './theme';

describe('themeStyle', () => {
  it('maps primary, light, dark and background onto the docs variables', () => {
    const style = themeStyle(
      withDefaults({
        name: 'x',
        navigation: [],
        colors: {
          primary: '#111111',
          light: '#eeeeee',
          dark: '#222222',
          background: { light: '#fff', dark: '#000' },
        },
      }),
    );
    expect(style).toMatchObject({
      '--accent': 'light-dark(#111111, #eeeeee)',
      '--docs-button': '#222222',
      '--canvas': 'light-dark(#fff, #000)',
    });
  });

  it('uses primary for both modes and buttons when nothing else is given, and keeps the site colours without colors', () => {
    const style = themeStyle(
      withDefaults({ name: 'x', navigation: [], colors: { primary: '#123456' } }),
    );
    expect(style['--accent']).toBe('light-dark(#123456, #123456)');
    expect(style['--docs-button']).toBe('#123456');
    expect(style['--canvas']).toBeUndefined();
    expect(themeStyle(withDefaults({ name: 'x', navigation: [] }))).toEqual({});
  });
});

describe('modeSettings', () => {
  const base = { name: 'x', navigation: [] };

  it('follows the operating system with a toggle when nothing is set', () => {
    expect(modeSettings(withDefaults(base))).toEqual({ showToggle: true });
  });

  it('starts new readers in the default mode and keeps the toggle', () => {
    expect(modeSettings(withDefaults({ ...base, modeToggle: { default: 'dark' } }))).toEqual({
      initial: 'dark',
      showToggle: true,
    });
  });

  it('forces the default mode when the toggle is hidden', () => {
    const config = withDefaults({ ...base, modeToggle: { default: 'light', isHidden: true } });
    expect(modeSettings(config)).toEqual({ forced: 'light', showToggle: false });
  });

  it('hides the toggle and follows the operating system with isHidden alone', () => {
    expect(modeSettings(withDefaults({ ...base, modeToggle: { isHidden: true } }))).toEqual({
      showToggle: false,
    });
  });
});
