import type { TwinModule } from '../module.js';
import { chatAgentRoutes } from './agent.js';
import { chatVisitorRoutes } from './routes.js';
import { createChatTables } from './store.js';

/** Live chat in care hours: visitors over JSON and Server-Sent Events, agents on `/chat/agent`. */
export const chatModule: TwinModule = {
  name: 'chat',
  migrations: [{ id: 'chat-001', up: createChatTables }],
  routes: (app, rt) => {
    chatVisitorRoutes(app, rt);
    chatAgentRoutes(app, rt);
  },
};
