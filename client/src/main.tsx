import './styles/base.css';
import './styles/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ErrorBoundary } from './app/error-boundary';
import { Providers } from './app/providers';
import { AppRouter } from './app/router';
import { applyLanguage, readLanguage } from './lib/language.ts';
import { registerServiceWorker } from './lib/offline';

// The Finnish texts, when chosen, arrive before the first screen draws: no English flash.
void applyLanguage(readLanguage(), false).then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <ErrorBoundary>
        <Providers>
          <AppRouter />
        </Providers>
      </ErrorBoundary>
    </StrictMode>,
  ),
);

registerServiceWorker();
