// Standalone mode: this remote on its own port, for the team that owns it.
import { renderStandalone } from '@gbx/shared/standalone';
import { buildInfo, routes } from './routes';

renderStandalone({ routes, buildInfo });
