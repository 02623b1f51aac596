import { Component, type ReactNode } from 'react';
import { ErrorScreen } from './error-screen';

interface ErrorBoundaryProps {
  children: ReactNode;
  /** When this changes (the chef went to another page) the screens get another try. */
  resetKey?: string;
}

/** Shows the error screen for anything a screen did not handle itself, providers included. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidUpdate(previous: ErrorBoundaryProps) {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  override render() {
    return this.state.error ? <ErrorScreen error={this.state.error} /> : this.props.children;
  }
}
