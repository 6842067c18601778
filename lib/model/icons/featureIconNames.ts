/** Icon names a card or highlight may use (each mapped to a MUI icon in components/icons). */
export const FEATURE_ICON_NAMES = [
  'Casino',
  'Hotel',
  'Nightlife',
  'Beach',
  'Boat',
  'Restaurant',
  'Spa',
  'Planner',
  'Flight',
  'Star',
  'Shield',
  'Heritage',
] as const;

export type FeatureIconName = (typeof FEATURE_ICON_NAMES)[number];
