// Live chat in care hours: visitors over JSON and Server-Sent Events, agents on /chat/agent. Every
// instance serves any conversation: the rows are shared and changes fan out over LISTEN/NOTIFY.
import type { ServicesPart } from '../part.js';
import { chatAgentRoutes } from './agent-routes.js';
import { createChatEventHub } from './events.js';
import { chatVisitorRoutes, type OpenStreams } from './visitor-routes.js';

/** The chat part. */
export const chatPart: ServicesPart = {
  name: 'chat',
  routes(app, services) {
    const hub = createChatEventHub(services.database);
    const streams: OpenStreams = new Set();
    // Open streams end before the services stop, so their visitors reconnect (to another instance if need be).
    services.onClose(async () => {
      for (const end of [...streams]) end();
      await hub.close();
    });
    chatAgentRoutes(app, services, hub);
    chatVisitorRoutes(app, services, hub, streams);
  },
};
