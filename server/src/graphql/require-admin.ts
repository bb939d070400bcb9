// The one "administrators only" guard (ARCHITECTURE.md, Roles), used by every admin resolver and so by the
// REST doors that run them. The server decides from the account row read for this request, never the client.
import { forbidden } from '../lib/errors.js';
import type { GraphQLContext } from './context.js';
import { requireViewer } from './context.js';
import type { Viewer } from '../features/account/account.service.js';

export function requireAdmin(ctx: GraphQLContext): Viewer {
  const viewer = requireViewer(ctx);
  if (!viewer.user.isAdmin) throw forbidden('Administrators only.');
  return viewer;
}
