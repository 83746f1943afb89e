import { defineConfig, type WorkspaceOptions } from 'sanity';
import { structureTool } from 'sanity/structure';
import { schemaTypes } from './schemaTypes';
import { hosted, twin } from './env';
import { presentationTools } from './presentation';

// The documents, and beside them each brand's preview of unpublished content (studio/presentation.ts).
const plugins = [structureTool(), ...presentationTools()];

const workspaces: WorkspaceOptions[] = [];
if (hosted.projectId) {
  workspaces.push({ name: 'hosted', title: 'Content (hosted)', basePath: '/hosted', projectId: hosted.projectId, dataset: hosted.dataset, plugins, schema: { types: schemaTypes } });
}
workspaces.push({
  name: 'twin',
  title: 'Content (local twin)',
  basePath: '/twin',
  projectId: twin.projectId,
  dataset: twin.dataset,
  apiHost: twin.apiHost,
  // The twin has no sign-in provider: open Studio at /twin#token=<TWIN_ADMIN_KEY> once.
  auth: { loginMethod: 'token' },
  // Hosted-only services (their own datasets and APIs), off against the twin. Each would also hold
  // one of the browser's six HTTP/1.1 connections to the twin with a listener of its own.
  tasks: { enabled: false },
  releases: { enabled: false },
  scheduledDrafts: { enabled: false },
  scheduledPublishing: { enabled: false },
  announcements: { enabled: false },
  document: { comments: { enabled: false } },
  plugins,
  schema: { types: schemaTypes },
});

export default defineConfig(workspaces);
