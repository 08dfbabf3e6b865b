import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createAdminRouter, newQueryClient } from './app/app';
import { applyDocumentLanguage, storedLanguage } from './shared/i18n/i18n';
import { applyTheme, storedTheme } from './shared/theme/theme';
import './styles/global.css';

// The site's CSP allows no eval: zod checks answers without compiling code (as apps/web does).
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };

applyTheme(storedTheme());
applyDocumentLanguage(storedLanguage());

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <App router={createAdminRouter()} queryClient={newQueryClient()} />
  </StrictMode>,
);
