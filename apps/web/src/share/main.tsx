import { BrowserRouter } from 'react-router-dom';
import { mount } from '../app/mount';
import { PageErrorBoundary } from './page-error-boundary';
import { ShareRoutes } from './share-routes';

// The share pages' own entry (share.html): docs/decisions.md, "What the landing pages load".
mount(
  <BrowserRouter>
    <PageErrorBoundary>
      <ShareRoutes />
    </PageErrorBoundary>
  </BrowserRouter>,
);
