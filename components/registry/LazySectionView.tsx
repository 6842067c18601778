import { Suspense, type ComponentType } from 'react';

interface LazySectionViewProps {
  /** The section's view (React.lazy). */
  view: ComponentType<{ data: unknown }>;
  data: unknown;
}

/**
 * A section's lazy view, rendered now. The server renders it outside any Suspense boundary: the
 * page waits for its code, so the exported HTML is complete and carries no streaming script. The
 * browser shows nothing in its place until the code has arrived.
 */
export function LazySectionView({ view: View, data }: LazySectionViewProps) {
  if (typeof window === 'undefined') return <View data={data} />;
  return (
    <Suspense fallback={null}>
      <View data={data} />
    </Suspense>
  );
}
