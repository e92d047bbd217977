import { useEffect, useState } from 'react';

type Health = { status: string; database: string };

/**
 * Placeholder shell until the console issue lands: it shows that the API answers and where
 * its documentation is.
 */
export function App() {
  const [health, setHealth] = useState<Health | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    fetch('/api/health')
      .then((response) => (response.ok ? (response.json() as Promise<Health>) : Promise.reject()))
      .then(setHealth)
      .catch(() => setFailed(true));
  }, []);
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: 32 }}>
      <h1>Education Console</h1>
      <p>
        {health
          ? `API ready (${health.database} database).`
          : failed
            ? 'The API is not answering.'
            : 'Connecting to the API…'}
      </p>
      <p>
        <a href="/api/docs">API documentation</a>
      </p>
    </main>
  );
}
