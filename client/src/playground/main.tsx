// GraphQL playground for integrators, bundled by Vite so it works offline and under the strict CSP (yoga's
// built-in GraphiQL loads from a CDN). Served at GET /graphql to browsers when the playground is enabled.
// It reuses the portal's signed-in token from localStorage, so queries run as that user.
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import './playground.css';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import { createClient } from 'graphql-ws';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

const token = localStorage.getItem('accessToken');
const auth: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
const wsUrl = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/graphql`;

const fetcher = createGraphiQLFetcher({
  url: '/graphql',
  headers: auth,
  wsClient: createClient({ url: wsUrl, connectionParams: auth, lazy: true }),
});

const container = document.getElementById('playground');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <GraphiQL
        fetcher={fetcher}
        defaultQuery={
          '# Sign in to the portal first: your token is sent with every request.\n{\n  me {\n    id\n    email\n    stpEmailVerified\n  }\n}\n'
        }
      />
    </StrictMode>,
  );
}
