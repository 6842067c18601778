import { describe, expect, it } from 'vitest';
import { clientNavigationPath, type LinkClick, type LinkTarget } from '@/lib/browser/internalLink';

const here = new URL('http://127.0.0.1:4173/casino');
const plainClick: LinkClick = {
  defaultPrevented: false,
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
};
const link = (href: string, extra: Partial<LinkTarget> = {}): LinkTarget => ({
  href,
  target: '',
  hasDownload: false,
  ...extra,
});

describe('clientNavigationPath', () => {
  it('routes a plain click on a link to one of the site’s pages', () => {
    expect(clientNavigationPath(plainClick, link('http://127.0.0.1:4173/privacy-policy'), here)).toBe(
      '/privacy-policy',
    );
    expect(clientNavigationPath(plainClick, link('/about-us?from=footer#team'), here)).toBe(
      '/about-us?from=footer#team',
    );
    expect(clientNavigationPath(plainClick, link('/'), here)).toBe('/');
  });

  it('leaves clicks with a modifier, another button or an earlier handler to the browser', () => {
    const target = link('/about-us');
    for (const modifier of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const) {
      expect(clientNavigationPath({ ...plainClick, [modifier]: true }, target, here)).toBeUndefined();
    }
    expect(clientNavigationPath({ ...plainClick, button: 1 }, target, here)).toBeUndefined();
    expect(clientNavigationPath({ ...plainClick, defaultPrevented: true }, target, here)).toBeUndefined();
  });

  it('leaves new tabs, downloads, other sites, files and jumps within the page to the browser', () => {
    expect(clientNavigationPath(plainClick, link('/about-us', { target: '_blank' }), here)).toBeUndefined();
    expect(clientNavigationPath(plainClick, link('/about-us', { hasDownload: true }), here)).toBeUndefined();
    expect(clientNavigationPath(plainClick, link('https://www.rgf.org.mt/'), here)).toBeUndefined();
    expect(clientNavigationPath(plainClick, link('/images/credits/LICENSE.txt'), here)).toBeUndefined();
    expect(clientNavigationPath(plainClick, link('tel:+48221234567'), here)).toBeUndefined();
    expect(clientNavigationPath(plainClick, link('#faq'), here)).toBeUndefined();
  });
});
