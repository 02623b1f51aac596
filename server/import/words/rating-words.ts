/**
 * The words a page's rating widget counts in, after a number: "104 Reviews", "1078 ratings.",
 * "8 avis", "51 avaliações", "5.0 star rating" (chewoutloud, archanaskitchen, nytimes, afarmgirlsdabbles,
 * marmiton, kingarthur and others of the corpus's pages, in English, French and Portuguese).
 */
export const RATING_COUNT_WORDS = [
  ...['review', 'reviews', 'rating', 'ratings', 'vote', 'votes'],
  ...['avis', 'avaliação', 'avaliações'],
];

/** The star a rating is given in: "4.8 Stars (4 Reviews)", "5 Stars 4 Stars 3 Stars …". */
export const RATING_STAR_WORDS = ['star', 'stars'];
