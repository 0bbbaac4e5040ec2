import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from './ErrorScreen';

interface ScreenErrorBoundaryProps {
  children: ReactNode;
  fullHeight?: boolean;
  /** When it changes (e.g. the path), a failed boundary tries its children again. */
  resetKey?: string;
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
    return (
      <ErrorScreen
        title="This page could not be loaded"
        text="Kinfolk may have been updated, or the connection dropped. Reload to try again."
        fullHeight={this.props.fullHeight}
        onRetry={() => window.location.reload()}
      />
    );
  }
}
