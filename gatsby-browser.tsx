// Browser entry: the global stylesheet and the navigation runtime (announcer, delayed notice,
// scroll positions, chunk-failure reload). See src/features/runtime/route-runtime.ts.
import './src/styles/global.css';

export {
  onClientEntry,
  onInitialClientRender,
  onPreRouteUpdate,
  onRouteUpdate,
  onRouteUpdateDelayed,
  shouldUpdateScroll,
} from './src/features/runtime/route-runtime';
