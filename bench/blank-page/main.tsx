import { createRoot } from 'react-dom/client';

// The web bench's baseline: React rendering one line of text (a page must paint to be scored),
// built by the web app's own Vite config and served the way the platform serves its files.
const root = document.getElementById('root');
if (root) createRoot(root).render(<p>Blank page</p>);
