import { createElement, lazy, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { translationsReady, UntilInteractive, type RemoteName, type RouteId } from '@gbx/shared';
import { isUnavailableRemote } from './unavailable-remote';
import { preloadPageFiles } from './page-files-preload';
import { forgetRemote, loadRemoteRoutes, manifestUrlOf } from './remote-registry';
import { setRenderedArea } from './rendered-area';

/** Thrown inside a lazy page so the area's error boundary shows the fallback. */
export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: RemoteName,
    reason: string,
  ) {
    super(`${remote} is unavailable: ${reason}`);
    this.name = 'RemoteUnavailableError';
  }
}

/*
 * Module-level registry of lazy pages, one per (remote, route id): React.lazy
 * must not be created during render, or every render would load the page
 * again. A failed remote is evicted on retry so a fresh lazy fetches it anew.
 */
const pages = new Map<string, LazyExoticComponent<ComponentType>>();

export function remotePage(remote: RemoteName, routeId: RouteId): LazyExoticComponent<ComponentType> {
  const key = `${remote}:${routeId}`;
  let page = pages.get(key);
  if (!page) {
    page = lazy(async () => {
      const module = await loadRemoteRoutes(remote);
      if (isUnavailableRemote(module)) throw new RemoteUnavailableError(remote, module.reason);
      const route = module.routes[routeId];
      if (!route) throw new RemoteUnavailableError(remote, `it does not serve the route ${routeId}`);
      const { Component } = await route.lazy();
      // The page's modules asked for their texts in the visitor's language: it shows in that language, never English first.
      await translationsReady();
      const { buildId } = module.buildInfo;
      // The wrapper names the area and its build, so a deploy can be verified in
      // the page; the area's controls wait for React to take over its part of a
      // page the server rendered (the shell's are taken over sooner).
      const Area = () => {
        useEffect(() => {
          setRenderedArea({ remote, buildId });
          return () => setRenderedArea(null);
        }, []);
        return createElement('div', { 'data-remote': remote, 'data-build': buildId }, createElement(UntilInteractive, null, createElement(Component)));
      };
      return { default: Area };
    });
    pages.set(key, page);
  }
  return page;
}

/**
 * Starts loading the page of `routeId` (its remote's entry and route module,
 * and beside them the page's chunks that the manifest names) before React
 * renders it: the lazy page then finds them loading or loaded instead of
 * starting only when it renders. A failure here is left to the lazy page,
 * which loads again and shows the area's fallback.
 */
export function preloadRemotePage(remote: RemoteName, routeId: RouteId): void {
  const manifestUrl = manifestUrlOf(remote);
  if (manifestUrl) void preloadPageFiles(manifestUrl, routeId).catch(() => undefined);
  loadRemoteRoutes(remote)
    .then((module) => (isUnavailableRemote(module) ? undefined : module.routes[routeId]?.lazy()))
    .catch(() => undefined);
}

export function evictRemote(remote: RemoteName) {
  for (const key of [...pages.keys()]) if (key.startsWith(`${remote}:`)) pages.delete(key);
  forgetRemote(remote);
}
