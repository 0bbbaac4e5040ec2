import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorScreen } from './ErrorScreen';

interface ScreenErrorBoundaryProps {
  children: ReactNode;
  fullHeight?: boolean;
  /** When it changes (e.g. the path), a failed boundary tries its children again. */
  resetKey?: string;
}

/** What a failed screen shows: the page could not be loaded, and a reload. */
function ScreenFailed({ fullHeight }: { fullHeight?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <ErrorScreen
      title={t('screenError.title')}
      text={t('screenError.text')}
      fullHeight={fullHeight}
      onRetry={() => window.location.reload()}
    />
  );
}

/**
 * Catches a screen that failed to load or render, most often its code after a new version was
 * deployed under an open tab, and offers a reload instead of leaving a blank page.
 */
export class ScreenErrorBoundary extends Component<ScreenErrorBoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('A screen failed to load', error, info.componentStack);
  }

  componentDidUpdate(previous: ScreenErrorBoundaryProps) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return <ScreenFailed fullHeight={this.props.fullHeight} />;
  }
}
