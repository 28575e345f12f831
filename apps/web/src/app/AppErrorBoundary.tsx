import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorFallback } from './ErrorPage.tsx';

/** Last line of defence for errors outside the router (providers, layout effects). */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Unexpected error', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <ErrorFallback /> : this.props.children;
  }
}
