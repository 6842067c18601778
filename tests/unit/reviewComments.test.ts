import { describe, expect, it } from 'vitest';
import { commentsOnSection, currentPathOf } from '@/lib/editor/client/reviewComments';
import type { ReviewsAnswer } from '@/lib/editor/contract/review';

const pages = [
  { path: '/casino-hotels', redirectFrom: ['/casino'] },
  { path: '/', redirectFrom: [] },
];

const answer = (state: 'open' | 'published'): ReviewsAnswer => ({
  reviewer: true,
  you: 'a',
  publishAfterReview: false,
  approved: null,
  reviews: [
    {
      id: 'r',
      message: 'm',
      requestedBy: { id: 'e', name: 'Ewa' },
      requestedAt: '2026-12-06T09:00:00Z',
      state,
      current: true,
      comments: [
        {
          id: 'c',
          pagePath: '/casino',
          section: 'TextsIntro',
          author: 'Anna',
          at: '2026-12-06T09:05:00Z',
          body: 'Months?',
        },
      ],
    },
  ],
});

describe('a reviewer’s comment on a section', () => {
  it('follows its page when the page is renamed (its old address redirects to it)', () => {
    expect(currentPathOf('/casino', pages)).toBe('/casino-hotels');
    expect(currentPathOf('/', pages)).toBe('/');
    expect(currentPathOf('layout', pages)).toBe('layout');
    expect(commentsOnSection(answer('open'), '/casino-hotels', 'TextsIntro', pages)).toHaveLength(1);
    expect(commentsOnSection(answer('open'), '/casino-hotels', 'CardsPhotoGrid', pages)).toEqual([]);
  });

  it('is no longer shown once its request is published', () => {
    expect(commentsOnSection(answer('published'), '/casino-hotels', 'TextsIntro', pages)).toEqual([]);
  });
});
