import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChunkLoadError } from '../shared/system/chunk-load';
import { Modal } from '../shared/ui/modal';
import { LoadFailure } from './load-failure';

type Props = { children: ReactNode; onClose: () => void };

/**
 * A popup whose script did not load (spec 8) or that failed to render shows why in its place, in a
 * popup of its own over the page, instead of taking the whole site down with it.
 */
export class PopupErrorBoundary extends Component<Props, { error: unknown }> {
  override state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    return <PopupFailure error={this.state.error} onClose={this.props.onClose} />;
  }
}

function PopupFailure({ error, onClose }: { error: unknown; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal title={t(error instanceof ChunkLoadError ? 'chunk_load_failed' : 'unknown_error')} onClose={onClose}>
      <LoadFailure error={error} />
    </Modal>
  );
}
