// The floor: the libraries ruume must ship (react, react-dom, react-router-dom, @reduxjs/toolkit
// with RTK Query, react-redux, styled-components, ky) around an empty page that calls
// check-monetized once, as the share page does. Nothing here is ruume's own code, and each
// library is used the least it can be: one route of the declarative router (the data router's
// loaders and blockers are ≈ 17 kB more), one query.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { configureStore } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query/react';
import styled from 'styled-components';
import ky, { HTTPError } from 'ky';

const http = ky.create({
  prefixUrl: `${location.origin}/api/v1`,
  credentials: 'include',
  retry: 0,
  timeout: false,
});

const kyBaseQuery = async ({ url, method = 'GET', body }, api) => {
  try {
    const response = await http(url, {
      method,
      json: body,
      signal: api.signal,
    });
    return { data: await response.json() };
  } catch (error) {
    if (error instanceof HTTPError)
      return { error: { status: error.response.status, data: null } };
    return { error: { status: 'FETCH_ERROR', data: null } };
  }
};

const api = createApi({
  reducerPath: 'api',
  baseQuery: kyBaseQuery,
  endpoints: (build) => ({
    checkMonetized: build.query({
      query: (body) => ({ url: 'share/check-monetized', method: 'POST', body }),
    }),
  }),
});

const store = configureStore({
  reducer: { [api.reducerPath]: api.reducer },
  middleware: (getDefault) => getDefault().concat(api.middleware),
});

const Page = styled.main`
  padding: 16px;
`;

function SharePage() {
  const { data } = api.useCheckMonetizedQuery({
    shareId: location.pathname.split('/').pop(),
  });
  return <Page>{data ? 'ready' : null}</Page>;
}

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <Provider store={store}>
      <BrowserRouter>
        <Routes>
          <Route path="/share/r/:id" element={<SharePage />} />
        </Routes>
      </BrowserRouter>
    </Provider>
  </StrictMode>,
);
