import { screen } from '@testing-library/react';
import { createContext, useContext } from 'react';
import { MemoryRouter, useInRouterContext, useParams } from 'react-router-dom';
import { useTheme } from 'styled-components';
import { theme } from '../theme/theme';
import { renderWithTheme } from './render-with-theme';

function ShareId() {
  const { shareId } = useParams();
  return <p>share {shareId}</p>;
}

describe('renderWithTheme', () => {
  it('provides the ruume theme', () => {
    function Primary() {
      return <p>{useTheme().color.primary}</p>;
    }
    renderWithTheme(<Primary />);

    expect(screen.getByText(theme.color.primary)).toBeInTheDocument();
  });

  it('renders at a route pattern so params resolve', () => {
    renderWithTheme(<ShareId />, {
      route: '/share/r/abc',
      path: '/share/r/:shareId',
    });

    expect(screen.getByText('share abc')).toBeInTheDocument();
  });

  it('can leave routing to the UI under test', () => {
    function Probe() {
      return <p>{useInRouterContext() ? 'routed' : 'own router'}</p>;
    }
    renderWithTheme(
      <MemoryRouter>
        <Probe />
      </MemoryRouter>,
      { router: false },
    );

    expect(screen.getByText('routed')).toBeInTheDocument();
  });

  it('wraps the UI in extra providers', () => {
    const Store = createContext('none');
    function Reader() {
      return <p>store: {useContext(Store)}</p>;
    }
    renderWithTheme(<Reader />, {
      wrapper: ({ children }) => (
        <Store.Provider value="test store">{children}</Store.Provider>
      ),
    });

    expect(screen.getByText('store: test store')).toBeInTheDocument();
  });
});
