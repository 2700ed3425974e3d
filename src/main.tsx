import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';
import { ConfigError, getConfig } from './lib/config';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

try {
  getConfig();
  createRoot(container).render(
    <StrictMode>
      <AppProvider>
        <AppRouter />
      </AppProvider>
    </StrictMode>,
  );
} catch (error) {
  // A broken deployment says what is wrong instead of showing a blank page.
  const message = error instanceof ConfigError ? error.message : String(error);
  container.innerHTML = '';
  const notice = document.createElement('p');
  notice.setAttribute('role', 'alert');
  notice.style.cssText = 'font: 16px system-ui, sans-serif; margin: 2rem; color: #8a1c1c';
  notice.textContent = `This site is misconfigured. ${message}`;
  container.append(notice);
  console.error(message);
}
