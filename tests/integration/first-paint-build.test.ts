// The build's side of the guest screens' first paint (client/build/first-paint.ts): Emotion's inline styles
// gathered once each, the markup made a picture (no input, no names or test ids), the element hidden until the
// page's check shows it; and the screens as the build renders them, from the app's own components.
import { describe, expect, it } from 'vitest';
import { asPicture, collectStyles, firstPaintElement } from '../../client/build/first-paint.js';

describe('first paint build helpers', () => {
  it('gathers Emotion’s inline styles once each, out of the markup', () => {
    const markup =
      '<style data-emotion="mui 1a">.mui-1a{color:red}</style><main class="mui-1a">' +
      '<style data-emotion="mui 1a">.mui-1a{color:red}</style><p>x</p>' +
      '<style data-emotion="mui-global 9z">body{margin:0}</style></main>';
    expect(collectStyles(markup)).toEqual({
      markup: '<main class="mui-1a"><p>x</p></main>',
      css: '.mui-1a{color:red}body{margin:0}',
    });
    expect(() => collectStyles('<style>p{}</style>')).toThrow(/not Emotion/);
  });

  it('makes the markup a picture: controls disabled, no ids, names, labels’ targets or test ids', () => {
    const markup =
      '<form data-testid="f"><label for="«R1»" data-shrink="false">E-mail</label>' +
      '<input id="«R1»" name="email" autoComplete="email" autofocus="" type="email"/><button type="submit">Go</button>' +
      '<select name="s"></select><textarea name="t"></textarea><div data-id="kept"></div></form>';
    expect(asPicture(markup)).toBe(
      '<form><label data-shrink="false">E-mail</label><input disabled="" type="email"/>' +
        '<button disabled="" type="submit">Go</button><select disabled=""></select><textarea disabled=""></textarea>' +
        '<div data-id="kept"></div></form>',
    );
  });

  it('is one hidden, inert element that keeps #root undisplayed only while it shows', () => {
    const html = firstPaintElement({
      path: '/auth/login',
      look: 'ar.dark',
      lang: 'ar',
      dir: 'rtl',
      markup: '<style data-emotion="mui 1a">.mui-1a{color:red}</style><main class="mui-1a"><input name="e"/></main>',
      settings: {},
      settingsKey: 'customizer',
      offIfStored: [],
      offIfSessionStored: [],
    });
    expect(html).toBe(
      '<div id="first-paint" lang="ar" dir="rtl" hidden inert aria-hidden="true"><style>#first-paint:not([hidden]) ~ ' +
        '#root{display:none}.mui-1a{color:red}</style><main class="mui-1a"><input disabled=""/></main></div>',
    );
    expect(() =>
      firstPaintElement({
        path: '/x',
        look: 'en.light',
        lang: 'en',
        dir: 'ltr',
        markup: '<style data-emotion="mui 1b">p::after{content:"</style>"}</style>',
        settings: {},
        settingsKey: 'k',
        offIfStored: [],
        offIfSessionStored: [],
      }),
    ).toThrow();
  });
});
