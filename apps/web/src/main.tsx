import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { mount } from './app/mount';
import { routes } from './app/routes';

mount(<RouterProvider router={createBrowserRouter(routes)} />);
