import type { Meta, StoryObj } from '@storybook/react-vite';
import { Alert } from '../alert/alert';
import { Button } from '../button/button';
import { TextField } from '../text-field/text-field';
import { FieldRow, Form, FormActions } from './form';

const meta = {
  title: 'ui-kit/Form',
  component: Form,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The column every form of ruume uses: fields, `FieldRow` for two short fields side by side (stacked on phones), an `Alert` for a failure that belongs to no field, and `FormActions` at the end. Browser validation is off: messages show under each field.',
      },
    },
  },
  args: {
    'aria-label': 'profile',
    children: (
      <>
        <FieldRow>
          <TextField label="first name" defaultValue="jane" />
          <TextField label="last name" defaultValue="doe" />
        </FieldRow>
        <TextField label="website" hint="optional" />
        <FormActions>
          <Button variant="secondary">cancel</Button>
          <Button type="submit">save changes</Button>
        </FormActions>
      </>
    ),
  },
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** A short form (email, password) keeps a readable width on wide screens. */
export const Narrow: Story = {
  args: {
    narrow: true,
    'aria-label': 'change email',
    children: (
      <>
        <TextField
          label="new email"
          type="email"
          error="please enter a valid email"
        />
        <Alert tone="danger">sorry, something went wrong</Alert>
        <FormActions>
          <Button type="submit">save</Button>
        </FormActions>
      </>
    ),
  },
};
