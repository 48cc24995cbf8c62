import { fireEvent, screen } from '@testing-library/react';
import { renderWithTheme } from '@ruume/ui-kit/testing';
import { ImagePicker } from './image-picker';

const image = (name: string, type: string, bytes: number) =>
  new File([new Uint8Array(bytes)], name, { type });

function setup() {
  const onSelect = jest.fn();
  const onReject = jest.fn();
  const view = renderWithTheme(
    <ImagePicker
      label="upload photo"
      onSelect={onSelect}
      onReject={onReject}
    />,
  );
  return {
    ...view,
    onSelect,
    onReject,
    input: screen.getByLabelText('upload photo', { selector: 'input' }),
  };
}

it('accepts a png, jpeg or jpg of at most 2 MB', async () => {
  const { user, input, onSelect, onReject } = setup();
  const photo = image('me.jpg', 'image/jpeg', 2 * 1024 * 1024);
  await user.upload(input, photo);
  expect(onSelect).toHaveBeenCalledWith(photo);
  expect(onReject).not.toHaveBeenCalled();
});

it('rejects a file over 2 MB with the SPEC message', async () => {
  const { user, input, onSelect, onReject } = setup();
  await user.upload(input, image('big.png', 'image/png', 2 * 1024 * 1024 + 1));
  expect(onReject).toHaveBeenCalledWith(
    'upload error; review file. png, jpeg, jpg up to 2mb',
  );
  expect(onSelect).not.toHaveBeenCalled();
});

it('rejects an empty selection with the SPEC message', () => {
  const { input, onReject } = setup();
  fireEvent.change(input, { target: { files: [] } });
  expect(onReject).toHaveBeenCalledWith(
    'error selecting file. please try again later.',
  );
});

it('the button opens the file dialog', async () => {
  const { user, input } = setup();
  const click = jest.spyOn(input, 'click');
  await user.click(screen.getByRole('button', { name: 'upload photo' }));
  expect(click).toHaveBeenCalled();
});
