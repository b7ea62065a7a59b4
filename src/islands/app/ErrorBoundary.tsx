import { Component, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { reportFatal } from '#stores/fatal.ts';

/** Catches a render error of one island and hands it to the fatal-error screen instead of leaving a blank. */
class IslandBoundary extends Component<{ readonly children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    reportFatal(error instanceof Error ? error : new Error(String(error), { cause: info.componentStack }));
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

/** Wraps an island so an uncaught render error shows the error screen. */
export function withErrorBoundary<P extends object>(Inner: ComponentType<P>): ComponentType<P> {
  function Bounded(props: P) {
    return (
      <IslandBoundary>
        <Inner {...props} />
      </IslandBoundary>
    );
  }
  Bounded.displayName = `withErrorBoundary(${Inner.displayName ?? Inner.name})`;
  return Bounded;
}
