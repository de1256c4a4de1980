import { Component, Suspense, useSyncExternalStore, type ErrorInfo, type ReactNode } from 'react';
import type { RemoteName, RouteId } from '@gbx/shared';
import { evictRemote, remotePage } from './remote-page-cache';
import { AreaLoading, RemoteUnavailablePanel } from './remote-fallback';

/*
 * A retry bumps the remote's generation: every route of that remote re-renders
 * with a fresh lazy page and a fresh error boundary, without a page reload.
 */
const generations = new Map<RemoteName, number>();
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function retryRemote(remote: RemoteName) {
  evictRemote(remote);
  generations.set(remote, (generations.get(remote) ?? 0) + 1);
  listeners.forEach((listener) => listener());
}

interface BoundaryProps {
  remote: RemoteName;
  children: ReactNode;
}

class RemoteErrorBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[gbx] ${this.props.remote} failed`, error, info.componentStack);
  }

  override render() {
    if (this.state.error) {
      return <RemoteUnavailablePanel remote={this.props.remote} onRetry={() => retryRemote(this.props.remote)} />;
    }
    return this.props.children;
  }
}

export function RemoteRoute({ remote, routeId }: { remote: RemoteName; routeId: RouteId }) {
  const readGeneration = () => generations.get(remote) ?? 0;
  const generation = useSyncExternalStore(subscribe, readGeneration, readGeneration);
  const Page = remotePage(remote, routeId);
  return (
    <RemoteErrorBoundary key={`${remote}:${generation}`} remote={remote}>
      <Suspense fallback={<AreaLoading />}>
        {/* remotePage returns the same lazy component for a (remote, route) until a retry evicts it */}
        {/* eslint-disable-next-line react-hooks/static-components */}
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
