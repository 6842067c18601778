import type { StudioReview } from '@/lib/editor/contract/review';
import type { Locale } from '@/lib/model/i18n/locales';

/** Review before publishing, in the studio's bar, its dialog, Publish and the section's form. */
const en = {
  review: (open: number) => `Review (${open})`,
  title: 'Review before publishing',
  none: 'No review has been asked for yet.',
  askedBy: (name: string, when: string) => `Asked by ${name}, ${when}`,
  state: (review: StudioReview): string => {
    switch (review.state) {
      case 'open':
        return review.current
          ? 'Waiting for a reviewer'
          : 'Waiting, but the changes were edited since it was asked for';
      case 'approved':
        return review.current
          ? `Approved by ${review.decidedBy ?? ''}: ready to publish`
          : `Approved by ${review.decidedBy ?? ''}, then edited: the approval no longer applies`;
      case 'changes':
        return `${review.decidedBy ?? ''} asked for changes`;
      case 'published':
        return `Approved by ${review.decidedBy ?? ''} and published`;
    }
  },
  comments: 'Comments',
  commentOn: 'Section',
  comment: 'Comment',
  addComment: 'Add the comment',
  approve: 'Approve these changes',
  askChanges: 'Ask for changes',
  note: 'What to change (for “Ask for changes”)',
  decided: 'Your decision is recorded.',
  ownRequest: 'You asked for this review: a colleague decides it.',
  // Publish, for an account whose publishes wait for a review.
  needsReview:
    'Your publishes wait for a colleague’s review. Ask for one; once it is approved, publish here.',
  requestReview: 'Ask for review',
  requested: 'Review asked for: the reviewers have been emailed.',
  waiting: 'A review of these changes has been asked for and is waiting.',
  approvedBy: (name: string) => `Approved by ${name}: these exact changes may be published.`,
  /** History, for a release that waited for a review. */
  reviewed: (requestedBy: string, approvedBy: string) =>
    `Review asked for by ${requestedBy}, approved by ${approvedBy}.`,
  // Above a section's form.
  sectionComments: (count: number) =>
    count === 1 ? 'A reviewer’s comment' : `Reviewers’ comments (${count})`,
};

type Words = typeof en;

const pl: Words = {
  review: (open) => `Sprawdzenie (${open})`,
  title: 'Sprawdzenie przed publikacją',
  none: 'Nikt jeszcze nie prosił o sprawdzenie.',
  askedBy: (name, when) => `Prosi ${name}, ${when}`,
  state: (review) => {
    switch (review.state) {
      case 'open':
        return review.current ? 'Czeka na sprawdzenie' : 'Czeka, ale zmiany edytowano po prośbie';
      case 'approved':
        return review.current
          ? `Zatwierdzone przez: ${review.decidedBy ?? ''}; można publikować`
          : `Zatwierdzone przez: ${review.decidedBy ?? ''}, potem edytowane: zatwierdzenie już nie obowiązuje`;
      case 'changes':
        return `${review.decidedBy ?? ''} prosi o poprawki`;
      case 'published':
        return `Zatwierdzone przez: ${review.decidedBy ?? ''} i opublikowane`;
    }
  },
  comments: 'Komentarze',
  commentOn: 'Sekcja',
  comment: 'Komentarz',
  addComment: 'Dodaj komentarz',
  approve: 'Zatwierdź te zmiany',
  askChanges: 'Poproś o poprawki',
  note: 'Co poprawić (przy „Poproś o poprawki”)',
  decided: 'Decyzja zapisana.',
  ownRequest: 'To Twoja prośba: decyduje ktoś inny z zespołu.',
  needsReview:
    'Twoje publikacje czekają na sprawdzenie przez kogoś z zespołu. Poproś o nie; po zatwierdzeniu opublikujesz tutaj.',
  requestReview: 'Poproś o sprawdzenie',
  requested: 'Poproszono o sprawdzenie: osoby sprawdzające dostały e-mail.',
  waiting: 'Prośba o sprawdzenie tych zmian czeka na decyzję.',
  approvedBy: (name) => `Zatwierdzone przez: ${name}. Te zmiany, dokładnie takie, można opublikować.`,
  reviewed: (requestedBy, approvedBy) => `O sprawdzenie prosi: ${requestedBy}; zatwierdza: ${approvedBy}.`,
  sectionComments: (count) =>
    count === 1 ? 'Komentarz osoby sprawdzającej' : `Komentarze sprawdzających (${count})`,
};

export const REVIEW_WORDS: Record<Locale, Words> = { en, pl };
