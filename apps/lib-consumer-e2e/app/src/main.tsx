import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ConsumerApp } from './consumer-app';

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <ConsumerApp />
  </StrictMode>,
);
