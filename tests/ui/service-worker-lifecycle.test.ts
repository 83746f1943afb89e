// Spec §4: the service worker's lifecycle as the page shows it — update found, installed
// (offline-ready without a controller; otherwise "update ready" with Reload, or a reload at once when
// resources had failed), redundant, activated — and where the worker may be registered.
import { describe, expect, it } from 'vitest';
import { ServiceWorkerLifecycle, type LifecycleEffects } from '../../src/platform/gatsby/runtime/service-worker-lifecycle';

function page(options: { hadController: boolean; failed?: boolean }) {
  const log: string[] = [];
  const effects: LifecycleEffects = {
    hadController: options.hadController,
    resourcesFailed: () => Boolean(options.failed),
    showUpdatePrompt: () => log.push('prompt'),
    hideUpdatePrompt: () => log.push('hide'),
    skipWaiting: () => log.push('skip-waiting'),
    reload: () => log.push('reload'),
    setState: (state) => log.push(`state:${state}`),
  };
  return { log, lifecycle: new ServiceWorkerLifecycle(effects) };
}

describe('service worker lifecycle', () => {
  it('a first worker installed without a controller makes the page offline-ready, with no prompt and no reload', () => {
    const { log, lifecycle } = page({ hadController: false });
    lifecycle.handle({ type: 'installing' });
    lifecycle.handle({ type: 'installed', isUpdate: false });
    lifecycle.handle({ type: 'activated', isUpdate: false });
    lifecycle.handle({ type: 'controlling', isUpdate: false });
    expect(log).toEqual(['state:registering', 'state:installing', 'state:offline-ready', 'state:offline-ready']);
  });

  it('a new worker installed under a controller is offered once as "update ready"; Reload makes it take over, then reloads once', () => {
    const { log, lifecycle } = page({ hadController: true });
    lifecycle.handle({ type: 'installing', isUpdate: true });
    lifecycle.handle({ type: 'installed', isUpdate: true });
    lifecycle.handle({ type: 'waiting', isUpdate: true });
    expect(log).toEqual(['state:registering', 'state:installing', 'state:update-ready', 'prompt']);
    lifecycle.acceptUpdate();
    lifecycle.acceptUpdate();
    lifecycle.handle({ type: 'activated', isUpdate: true });
    lifecycle.handle({ type: 'controlling', isUpdate: true });
    lifecycle.handle({ type: 'controlling', isUpdate: true });
    expect(log.slice(4)).toEqual(['hide', 'state:updating', 'skip-waiting', 'reload']);
  });

  it('a page served by an active worker with nothing new is offline-ready once registered; a registration still installing is not', () => {
    const served = page({ hadController: true });
    served.lifecycle.registered(true);
    expect(served.log).toEqual(['state:registering', 'state:offline-ready']);
    const first = page({ hadController: false });
    first.lifecycle.handle({ type: 'installing' });
    first.lifecycle.registered(false);
    expect(first.log).toEqual(['state:registering', 'state:installing']);
    const waiting = page({ hadController: true });
    waiting.lifecycle.handle({ type: 'waiting', isUpdate: true, wasWaitingBeforeRegister: true });
    waiting.lifecycle.registered(true);
    expect(waiting.log).toEqual(['state:registering', 'state:update-ready', 'prompt']);
  });

  it('a worker already waiting when the page registers is offered too', () => {
    const { log, lifecycle } = page({ hadController: true });
    lifecycle.handle({ type: 'waiting', isUpdate: true, wasWaitingBeforeRegister: true });
    expect(log).toEqual(['state:registering', 'state:update-ready', 'prompt']);
  });

  it('when the page\'s resources had failed, the new worker takes over and the page reloads at once, without a prompt', () => {
    const { log, lifecycle } = page({ hadController: true, failed: true });
    lifecycle.handle({ type: 'installed', isUpdate: true });
    lifecycle.handle({ type: 'controlling', isUpdate: true });
    expect(log).toEqual(['state:registering', 'hide', 'state:updating', 'skip-waiting', 'reload']);
  });

  it('a redundant waiting worker takes its prompt away; a later one is offered again', () => {
    const { log, lifecycle } = page({ hadController: true });
    lifecycle.handle({ type: 'installed', isUpdate: true });
    lifecycle.handle({ type: 'redundant', isUpdate: true });
    lifecycle.handle({ type: 'installed', isUpdate: true });
    expect(log).toEqual(['state:registering', 'state:update-ready', 'prompt', 'hide', 'state:redundant', 'state:update-ready', 'prompt']);
  });

  it('an update activated from another tab hides the prompt and never reloads this page', () => {
    const { log, lifecycle } = page({ hadController: true });
    lifecycle.handle({ type: 'installed', isUpdate: true });
    lifecycle.handle({ type: 'activated', isUpdate: true });
    lifecycle.handle({ type: 'controlling', isUpdate: true });
    expect(log).toEqual(['state:registering', 'state:update-ready', 'prompt', 'hide', 'state:activated']);
  });
});
