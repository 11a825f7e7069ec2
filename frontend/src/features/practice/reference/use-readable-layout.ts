import { useQuery } from '@tanstack/react-query';

import type { CanvasDesign } from '@/lib/design';

import { readablyLaidOut } from '../canvas/lay-out';

/** The reference design laid out to be read (boxes sized to their names, in layers), once the
 * layout has loaded; null until then or without a design. */
export function useReadableLayout(problemId: string, design: CanvasDesign | null) {
  const drawn = useQuery({
    queryKey: ['practice', 'reference', problemId, 'drawn'],
    enabled: design !== null,
    staleTime: Infinity,
    queryFn: () => (design ? readablyLaidOut(design) : Promise.resolve(null)),
  });
  return drawn.data ?? null;
}
