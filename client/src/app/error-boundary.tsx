import { Component, type ReactNode } from 'react';
import { ErrorScreen } from './error-screen';

/** Catches errors outside the router (providers), where errorElement cannot reach. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    return this.state.error ? <ErrorScreen error={this.state.error} /> : this.props.children;
  }
}
