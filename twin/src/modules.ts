import type { TwinModule } from './module.js';
import { catalogueModule } from './catalogue/module.js';

/** Every module of the twin, in migration order. Add a module with one line here. */
export const modules: TwinModule[] = [
  catalogueModule,
];
