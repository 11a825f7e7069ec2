import { useMediaQuery } from '@/lib/use-media-query';

import { COMPACT_QUERY, WIDE_QUERY, type WorkspaceSize } from './toolbar-layout';

export function useWorkspaceSize(): WorkspaceSize {
  const compact = useMediaQuery(COMPACT_QUERY);
  const wide = useMediaQuery(WIDE_QUERY);
  return compact ? 'compact' : wide ? 'wide' : 'medium';
}
