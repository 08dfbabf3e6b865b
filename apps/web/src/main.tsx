import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app/app';
import { appRoutes } from './app/routes';
import { refetchOnWindowFocus } from './app/startup/window-focus';
import { loadLanguageBundle, localeOf, storedLanguageCode } from './shared/i18n/i18n';
import { applyDocumentLanguage } from './shared/i18n/language-context';
import { appStylesheetApplied } from './shared/system/app-stylesheet';
import { applyTheme, storedTheme } from './shared/theme/theme';
import { runZodWithoutEval } from './shared/zod-without-eval';
import './styles/global.css';

// Before any lazily loaded part parses a schema: the site's CSP allows no eval.
runZodWithoutEval();

// Applied before the first render so a light-theme or English visitor sees no dark/RTL flash.
applyTheme(storedTheme());
applyDocumentLanguage(storedLanguageCode());
refetchOnWindowFocus();

const router = createBrowserRouter(appRoutes);
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
// Arabic is in this download; any other language's text is fetched before the first render, and
// the stylesheet is applied (the boot screen painted without it).
void Promise.all([loadLanguageBundle(localeOf(storedLanguageCode())), appStylesheetApplied()]).then(() =>
  createRoot(root).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  ),
);
