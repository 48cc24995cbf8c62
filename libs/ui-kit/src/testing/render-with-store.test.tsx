import { configureStore, createSlice } from '@reduxjs/toolkit';
import { screen } from '@testing-library/react';
import { useDispatch, useSelector } from 'react-redux';
import { useViewerTimeZone } from '../hooks/use-viewer-time-zone';
import { toast } from '../toast/toast';
import { renderWithStore } from './render-with-store';

const counter = createSlice({
  name: 'counter',
  initialState: 0,
  reducers: { added: (count) => count + 1 },
});
const newStore = () => configureStore({ reducer: { count: counter.reducer } });

function Counter() {
  const count = useSelector((state: { count: number }) => state.count);
  const dispatch = useDispatch();
  return (
    <>
      <p>{useViewerTimeZone()}</p>
      <button
        type="button"
        onClick={() => {
          dispatch(counter.actions.added());
          toast.success('added one');
        }}
      >
        {`count ${count}`}
      </button>
    </>
  );
}

describe('renderWithStore', () => {
  it('renders with the given store, the toaster and the stories’ zone', async () => {
    const { store, user } = renderWithStore(<Counter />, { store: newStore() });

    expect(screen.getByText('Europe/Paris')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'count 0' }));

    expect(store.getState().count).toBe(1);
    expect(screen.getByRole('button', { name: 'count 1' })).toBeVisible();
    expect(await screen.findByText('added one')).toBeVisible();
  });

  it('shows times in the zone asked for', () => {
    renderWithStore(<Counter />, { store: newStore(), zone: 'Asia/Tokyo' });

    expect(screen.getByText('Asia/Tokyo')).toBeInTheDocument();
  });
});
