import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SiteImage } from '@/components/media/SiteImage';
import { image } from '@/lib/model/fields';

describe('a photo’s focus', () => {
  it('keeps the part the content names in view where a frame crops the photo, the middle by default', () => {
    render(
      <div>
        <SiteImage src="/images/nightlife-lounge-wine.jpg" alt="upper" sizes="100vw" fill focus="top" />
        <SiteImage src="/images/nightlife-lounge-wine.jpg" alt="lower" sizes="100vw" fill focus="bottom" />
        <SiteImage src="/images/nightlife-lounge-wine.jpg" alt="unset" sizes="100vw" fill />
      </div>,
    );
    expect(screen.getByAltText('upper').style.objectPosition).toBe('50% 15%');
    expect(screen.getByAltText('lower').style.objectPosition).toBe('50% 85%');
    expect(screen.getByAltText('unset').style.objectPosition).toBe('');
  });

  it('is optional in the content, and refused, naming the field, when it is not one the site knows', () => {
    const schema = image('Background photo');
    const photo = { src: '/images/nightlife-lounge-wine.jpg', alt: 'A glass of red wine' };
    expect(schema.safeParse(photo).success).toBe(true);
    expect(schema.safeParse({ ...photo, focus: 'top' }).success).toBe(true);
    const wrong = schema.safeParse({ ...photo, focus: 'left' });
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues[0]).toMatchObject({
      path: ['focus'],
      message: 'Background photo focus must be one of top, center, bottom',
    });
  });
});
