// Every page's meta description is in its own language: a page without one (blog listings,
// category pages, search …) takes its locale's home page description rather than the brand's
// English default.
import type { PagePlan } from './plan';

/** Plans with an empty description get their locale's home description (plans are returned, not mutated). */
export function withLocalizedDescriptions<P extends Pick<PagePlan, 'template' | 'locale' | 'description'>>(plans: P[]): P[] {
  const home = new Map<string, string>();
  for (const plan of plans) if (plan.template === 'home' && plan.description) home.set(plan.locale.id, plan.description);
  return plans.map((plan) => (plan.description ? plan : { ...plan, description: home.get(plan.locale.id) ?? plan.description }));
}
