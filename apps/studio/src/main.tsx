import { createRoot } from 'react-dom/client';
import { StudioApp } from './shell/studio-app.tsx';
import './shell/shell.css';

createRoot(document.getElementById('studio')!).render(<StudioApp />);
