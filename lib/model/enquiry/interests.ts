/** What a visitor can say an enquiry is about. */
export const TRAVEL_INTERESTS = [
  'Casino hotel stay',
  'Luxury hotel stay',
  'Nightlife',
  'Island experiences',
  'Something else',
] as const;
/** The values the form sends and the receiver stores: English in every language (labels differ). */
export type TravelInterest = (typeof TRAVEL_INTERESTS)[number];
