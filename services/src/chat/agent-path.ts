/** Where the live chat agent page and its calls live (no site origin may call them across origins: the page has its own sign-in). */
export const AGENT_PATH = '/chat/agent';
