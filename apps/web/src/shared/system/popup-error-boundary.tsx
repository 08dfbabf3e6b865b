import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../ui/modal';
import { ChunkLoadError } from './chunk-load';
import { LoadFailure } from './load-failure';

type BoundaryProps = { children: ReactNode; fallback: (error: unknown) => ReactNode };

/** Shows `fallback` in place of children that failed to load or render, instead of the page above them. */
export class LoadFailureBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    return this.props.fallback(this.state.error);
  }
}

/**
 * A popup whose script did not load (spec 8) or that failed to render shows why in its place, in a
 * popup of its own over the page, instead of taking the whole site down with it.
 */
export function PopupErrorBoundary({ children, onClose }: { children: ReactNode; onClose: () => void }) {
  return (
    <LoadFailureBoundary fallback={(error) => <PopupFailure error={error} onClose={onClose} />}>
      {children}
    </LoadFailureBoundary>
  );
}

function PopupFailure({ error, onClose }: { error: unknown; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal title={t(error instanceof ChunkLoadError ? 'chunk_load_failed' : 'unknown_error')} onClose={onClose}>
      <LoadFailure error={error} />
    </Modal>
  );
}
