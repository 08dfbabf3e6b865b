import { EmptyState } from '../../shared/ui/empty-state';

/** Being built (issue 4): replaced by the page itself. */
export function TransferUplinePage() {
  return <EmptyState />;
}
